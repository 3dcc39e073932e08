// The five display modes of Content Promotion (spec 3 §2.8): title, title and description,
// vertical, horizontal, tile. Each promo links to its page with '- Read more'; a tile without an
// image is a text-only blurb with '- Learn more'. Images come from each page's share card; a
// failed look-up shows the promo without its image.
import type { Promo } from '@atrium/contracts';
import { Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LEARN_MORE, NamedPageLink, READ_MORE } from '../../../core/routes/NamedPageLink.tsx';
import { promosApi } from '../api/promos-api.ts';
import classes from './Promos.module.css';
import type { PromoDisplay } from './promo-attributes.ts';
import { cutTileTitle } from './promo-text.ts';

function useShareImage(promo: Promo): { url: string; alt: string } | null {
  const query = useQuery({
    queryKey: ['promos', 'og', promo.uuid],
    queryFn: ({ signal }) => promosApi.shareCard(promo.uuid, { signal }),
    enabled: promo.hasImage,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return query.data?.image ?? null;
}

function PromoImage({ image }: { image: { url: string; alt: string } }) {
  return <img className={classes.image} src={image.url} alt={image.alt} loading="lazy" />;
}

function ReadMore({ promo, label = READ_MORE }: { promo: Promo; label?: string }) {
  return (
    <NamedPageLink name={promo.VueRouterName} fw={600} size="sm" c="accent.9">
      {label}
      <VisuallyHidden> about {promo.title}</VisuallyHidden>
    </NamedPageLink>
  );
}

function PromoTitle({ promo, text = promo.title }: { promo: Promo; text?: string }) {
  return (
    <Title order={3} size="h5" lh={1.3}>
      <NamedPageLink
        name={promo.VueRouterName}
        c="navy.8"
        title={text === promo.title ? undefined : promo.title}
      >
        {text}
      </NamedPageLink>
    </Title>
  );
}

function KindBadge({ promo }: { promo: Promo }) {
  if (promo.type.Identifier === 'OlympusWebPage') return null;
  return (
    <Badge size="xs" variant="light" color="navy" w="fit-content">
      {promo.type.Title}
    </Badge>
  );
}

function CardItem({ promo, isHorizontal }: { promo: Promo; isHorizontal: boolean }) {
  const image = useShareImage(promo);
  return (
    <article
      className={isHorizontal ? classes.horizontalItem : classes.tile}
      data-has-image={image ? true : undefined}
    >
      {image && <PromoImage image={image} />}
      <Stack gap={6}>
        <KindBadge promo={promo} />
        <PromoTitle promo={promo} />
        {promo.metaDescription && (
          <Text size="sm" c="gray.8">
            {promo.metaDescription}
          </Text>
        )}
        <ReadMore promo={promo} />
      </Stack>
    </article>
  );
}

function TileItem({ promo }: { promo: Promo }) {
  const image = useShareImage(promo);
  if (!image) {
    // spec 3 §2.8: the text-only 'Learn more' blurb.
    return (
      <article className={`${classes.tile} ${classes.blurb}`}>
        <PromoTitle promo={promo} text={cutTileTitle(promo.title)} />
        {promo.metaDescription && (
          <Text size="sm" c="gray.8">
            {promo.metaDescription}
          </Text>
        )}
        <ReadMore promo={promo} label={LEARN_MORE} />
      </article>
    );
  }
  return (
    <article className={classes.tile}>
      <PromoImage image={image} />
      <PromoTitle promo={promo} text={cutTileTitle(promo.title)} />
      <ReadMore promo={promo} />
    </article>
  );
}

export function PromoItems({ promos, display }: { promos: Promo[]; display: PromoDisplay }) {
  if (display === 'tile') {
    return (
      <div className={classes.tiles}>
        {promos.map((promo) => (
          <TileItem key={promo.uuid} promo={promo} />
        ))}
      </div>
    );
  }
  if (display === 'title' || display === 'title-description') {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {promos.map((promo) => (
          <li key={promo.uuid}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              <NamedPageLink
                name={promo.VueRouterName}
                fw={600}
                c="navy.8"
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {promo.title}
              </NamedPageLink>
            </Group>
            {display === 'title-description' && promo.metaDescription && (
              <Text size="sm" c="gray.8">
                {promo.metaDescription} <ReadMore promo={promo} />
              </Text>
            )}
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <div className={classes.list}>
      {promos.map((promo) => (
        <CardItem key={promo.uuid} promo={promo} isHorizontal={display === 'horizontal'} />
      ))}
    </div>
  );
}
