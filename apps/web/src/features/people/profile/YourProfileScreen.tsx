// spec 1 §2.1 /directory/{members}/profile: your own details; phones, currency, date format and
// photo to edit. A currency or date format change re-reads the session, so every amount and date
// (dashboard, widgets) shows in it.
import {
  LOCALE_REGIONS,
  type Locale,
  MAX_PHOTO_BYTES,
  PHONE_PLACEHOLDER,
  type Profile,
} from '@atrium/contracts';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { SESSION_QUERY_KEY } from '../../../core/session/session-query.ts';
import { formatDate, setDateLocale } from '../../../ui/dates.ts';
import { toast } from '../../../ui/toast.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { peopleApi } from '../api/people-api.ts';
import { MemberProfile, ProfileSkeleton } from '../directory/MemberProfileScreen.tsx';
import { ownProfileQuery } from './own-profile-query.ts';
import { keepPhoneCharacters, phoneError } from './phone.ts';
import { photoFileError } from './photo-file.ts';

export const PROFILE_SAVED = 'Profile saved';
export const PHOTO_SAVED = 'Photo saved';
const FORBIDDEN = 'You may edit only your own profile.';

function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 403) return FORBIDDEN;
  return error instanceof Error && error.message ? error.message : fallback;
}

export function YourProfileScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const query = useQuery(ownProfileQuery());
  if (query.isError) return <Alert color="red" title="Your profile could not be loaded." />;
  if (!query.data) return <ProfileSkeleton />;
  return <MemberProfile person={query.data} editor={<ProfileEditor profile={query.data} />} />;
}

/** Each date format shown with today in it: 'Nov 16, 2026 — United States'. */
function localeOptions(locales: readonly Locale[]): { value: Locale; label: string }[] {
  const today = new Date();
  return locales.map((value) => ({
    value,
    label: `${formatDate(today, { locale: value })} — ${LOCALE_REGIONS[value]}`,
  }));
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [officePhone, setOfficePhone] = useState(profile.officePhone);
  const [mobilePhone, setMobilePhone] = useState(profile.mobilePhone);
  const [currency, setCurrency] = useState(profile.Currency);
  const [locale, setLocale] = useState<Locale>(profile.Locale);
  const officeError = officePhone ? phoneError(officePhone) : null;
  const mobileError = mobilePhone ? phoneError(mobilePhone) : null;

  const onSaved = (next: Profile) => {
    // The session re-read below sets the date format too; setting it now redraws this screen's
    // dates in it at once.
    setDateLocale(next.Locale);
    queryClient.setQueryData(ownProfileQuery().queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['people'] });
    // The session carries the currency every report reads and the date format every screen
    // writes: re-read it, then reports re-run.
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] && q.queryKey[0] !== 'people',
    });
  };

  const save = useMutation({
    mutationFn: () =>
      peopleApi.updateProfile(profile.Id, {
        officePhone: officePhone.trim(),
        mobilePhone: mobilePhone.trim(),
        Currency: currency,
        Locale: locale,
      }),
    onSuccess: (next) => {
      onSaved(next);
      toast.success(PROFILE_SAVED);
    },
    onError: (error) => toast.error(errorMessage(error, 'Your profile could not be saved.')),
  });

  const isDirty =
    officePhone.trim() !== profile.officePhone ||
    mobilePhone.trim() !== profile.mobilePhone ||
    currency !== profile.Currency ||
    locale !== profile.Locale;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Edit your profile">
      <Title order={2} fz="lg" c="navy.8" mb="sm">
        Edit your profile
      </Title>
      {!profile.canEdit && (
        <Alert color="yellow" mb="sm">
          {FORBIDDEN}
        </Alert>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!officeError && !mobileError && isDirty) save.mutate();
        }}
      >
        {/* The phones, then the two settings and Save: three to a row at most, since a date
            format's choice ("Dec 3, 2026 — United Kingdom") needs a third of the row. */}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Office phone"
            type="tel"
            placeholder={PHONE_PLACEHOLDER}
            value={officePhone}
            error={officeError}
            maxLength={40}
            onChange={(e) => setOfficePhone(keepPhoneCharacters(e.currentTarget.value))}
          />
          <TextInput
            label="Mobile phone"
            type="tel"
            placeholder={PHONE_PLACEHOLDER}
            value={mobilePhone}
            error={mobileError}
            maxLength={40}
            onChange={(e) => setMobilePhone(keepPhoneCharacters(e.currentTarget.value))}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" mt="sm">
          <Select
            label="Currency"
            description="Every amount in the portal shows in it"
            data={profile.currencies}
            value={currency}
            allowDeselect={false}
            searchable
            onChange={(v) => v && setCurrency(v)}
          />
          <Select
            label="Date format"
            description="Every date in the portal reads like this"
            data={localeOptions(profile.locales)}
            value={locale}
            allowDeselect={false}
            onChange={(v) => v && setLocale(v as Locale)}
            // Each choice reads on one line, wider than the field when it must be.
            comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
          />
          <Group align="flex-end">
            <Button
              type="submit"
              color="navy"
              loading={save.isPending}
              disabled={!isDirty || Boolean(officeError || mobileError)}
            >
              Save
            </Button>
          </Group>
        </SimpleGrid>
      </form>
      <PhotoEditor profile={profile} onSaved={onSaved} />
    </Paper>
  );
}

function PhotoEditor({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const upload = useMutation({
    mutationFn: (f: File) => peopleApi.uploadPhoto(profile.Id, f),
    onSuccess: (next) => {
      setFile(null);
      onSaved(next);
      toast.success(PHOTO_SAVED);
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to upload')),
  });
  const remove = useMutation({
    mutationFn: () => peopleApi.removePhoto(profile.Id),
    onSuccess: (next) => {
      onSaved(next);
      toast.success('Photo removed');
    },
    onError: (e) => toast.error(errorMessage(e, 'The photo could not be removed.')),
  });

  return (
    <Stack gap="xs" mt="md">
      <Text size="sm" fw={600}>
        Photo
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        {preview && (
          <Image src={preview} alt="Preview of the new photo" w={96} h={96} radius="md" fit="cover" />
        )}
        <FileButton
          accept="image/png,image/jpeg"
          onChange={(f) => {
            const problem = f ? photoFileError(f) : null;
            setError(problem);
            setFile(problem ? null : f);
          }}
        >
          {(props) => (
            <Button {...props} variant="light" color="navy">
              Choose a photo
            </Button>
          )}
        </FileButton>
        {file && (
          <Button color="navy" loading={upload.isPending} onClick={() => upload.mutate(file)}>
            Upload {file.name.length > 24 ? `${file.name.slice(0, 24)}…` : file.name}
          </Button>
        )}
        {profile.pictureId !== null && !file && (
          <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Remove photo
          </Button>
        )}
      </Group>
      <Text size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? `A .jpg or .png file of at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`}
      </Text>
    </Stack>
  );
}
