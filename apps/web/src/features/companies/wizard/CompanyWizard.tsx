// The company wizard (spec 3 §2.12, §5): Details, Industries, Relationship with Next and Previous;
// Save only on the last step. A step moves on only when its fields are valid. Every new company goes
// through it, whatever its source: ZoomInfo or Invenias prefill it, and before anything is written
// it shows the likely duplicates and asks for confirmation (NewCompanyReview).
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  COMPANY_WIZARD_STEPS,
  type Company,
  GLOBAL_REVENUE_BANDS,
  type GlobalRevenue,
  RELATIONSHIP,
} from '@atrium/contracts';
import {
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { lookupsApi } from '../../../api/lookups-api.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { LOOKUP_DEBOUNCE_MS, LookupPicker } from '../../../ui/LookupPicker.tsx';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { companiesApi } from '../api/companies-api.ts';
import { errorMessage, useCompanyUpdated } from '../api/use-company.ts';
import {
  type CompanyDraft,
  type CompanySeed,
  type DraftErrors,
  draftFromCompany,
  emptyDraft,
  hasErrors,
  prefixWebAddress,
  toSaveBody,
  validateStep,
  WIZARD_STEP_COUNT,
  withRelationship,
} from '../company-rules.ts';
import { NewCompanyReview } from './NewCompanyReview.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  company?: Company;
  seed?: CompanySeed;
  onSaved?: (company: Company) => void;
}

const REVENUE_OPTIONS = Object.entries(GLOBAL_REVENUE_BANDS).map(([value, label]) => ({ value, label }));

function NameField({
  draft,
  setDraft,
  error,
  canAutocomplete,
}: {
  draft: CompanyDraft;
  setDraft: (draft: CompanyDraft) => void;
  error?: string;
  canAutocomplete: boolean;
}) {
  const [debounced] = useDebouncedValue(draft.Name.trim(), LOOKUP_DEBOUNCE_MS);
  const matches = useQuery({
    queryKey: ['companies', 'name-search', debounced],
    queryFn: ({ signal }) => companiesApi.search(debounced, signal),
    enabled: canAutocomplete && debounced.length >= 2,
    staleTime: 30_000,
  });
  if (!canAutocomplete)
    return (
      <TextInput
        label="Name"
        value={draft.Name}
        readOnly
        description="Only site admins may rename a company."
        required
      />
    );
  const names = [...new Set((matches.data ?? []).map((c) => c.Name))].filter((n) => n !== draft.Name);
  return (
    <Autocomplete
      label="Name"
      required
      value={draft.Name}
      onChange={(Name) => setDraft({ ...draft, Name })}
      data={names}
      filter={({ options }) => options}
      description={
        names.length > 0 ? 'Existing companies with this name are listed: avoid duplicates.' : undefined
      }
      maxLength={COMPANY_LIMITS.maxName}
      error={error}
      data-autofocus
    />
  );
}

export function CompanyWizard({ opened, onClose, company, seed, onSaved }: Props) {
  const user = useCurrentUser();
  const isMobile = useMediaQuery('(max-width: 48em)');
  const companyUpdated = useCompanyUpdated();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<CompanyDraft>(() => {
    if (company) return draftFromCompany(company);
    const draft = emptyDraft(seed?.Name ?? '');
    return seed ? { ...draft, City: seed.City, WebAddress: seed.WebAddress } : draft;
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [isSaving, setSaving] = useState(false);
  const [isReviewing, setReviewing] = useState(false);
  const isLast = step === WIZARD_STEP_COUNT - 1;
  const canAutocomplete = !company || user.SiteAdmin;

  // A source's country is chosen when the list has exactly that name.
  const seedCountry = company ? undefined : seed?.Country?.trim();
  useEffect(() => {
    if (!seedCountry) return;
    const controller = new AbortController();
    lookupsApi
      .filter({ kind: 'country', query: seedCountry, limit: 10, signal: controller.signal })
      .then((options) => {
        const match = options.find((o) => o.Name.toLowerCase() === seedCountry.toLowerCase());
        if (match)
          setDraft((current) => (current.countries.length ? current : { ...current, countries: [match] }));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [seedCountry]);

  const update = (next: CompanyDraft) => {
    setDraft(next);
    if (hasErrors(errors)) setErrors(validateStep(step, next));
  };

  function next() {
    const found = validateStep(step, draft);
    setErrors(found);
    if (hasErrors(found)) return;
    setStep(step + 1);
  }

  /** Every step valid; otherwise the first invalid step is shown with its errors. */
  function isComplete(): boolean {
    for (let s = 0; s < WIZARD_STEP_COUNT; s++) {
      const found = validateStep(s, draft);
      if (hasErrors(found)) {
        setStep(s);
        setErrors(found);
        return false;
      }
    }
    return true;
  }

  /** The call that writes: the wizard's save, or the create of the source it was prefilled from. */
  function write() {
    const body = toSaveBody(draft);
    const source = company ? undefined : seed?.source;
    if (source?.kind === 'zoominfo') return companiesApi.zoominfoNewCompany(source.id, body);
    if (source?.kind === 'invenias') return companiesApi.mclCreateFromInvenias(source.id, body);
    return companiesApi.save(body).then((answer) => ({
      ...answer,
      message:
        answer.message ||
        (answer.savedToInvenias ? COMPANY_MESSAGES.savedToInvenias : COMPANY_MESSAGES.saved),
    }));
  }

  function submitLast() {
    if (!isComplete()) return;
    // A new company is written only after its likely duplicates were shown and it was confirmed.
    if (!company) setReviewing(true);
    else void save();
  }

  async function save() {
    if (!isComplete()) return;
    setSaving(true);
    try {
      const answer = await write();
      companyUpdated(answer.company);
      toast.success(answer.message);
      onSaved?.(answer.company);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.issues?.length) {
        toast.error(failure.issues.map((issue) => issue.message).join(' '));
      } else toast.error(errorMessage(failure, 'The company could not be saved.'));
      setReviewing(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <LayerModal
      opened={opened}
      closeButtonProps={{ 'aria-label': 'Close' }}
      onClose={onClose}
      title={company ? `Edit ${company.Name}` : 'New company'}
      size={680}
      fullScreen={isMobile}
      centered
      closeOnClickOutside={false}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isReviewing) return;
          if (isLast) submitLast();
          else next();
        }}
      >
        {isReviewing ? (
          <NewCompanyReview
            name={draft.Name.trim()}
            webAddress={prefixWebAddress(draft.WebAddress)}
            isSaving={isSaving}
            onBack={() => setReviewing(false)}
            onConfirm={() => void save()}
          />
        ) : null}
        <Stepper
          display={isReviewing ? 'none' : undefined}
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(s) => s < step && setStep(s)}
        >
          <Stepper.Step
            label={isMobile ? undefined : COMPANY_WIZARD_STEPS[0].title}
            aria-label={COMPANY_WIZARD_STEPS[0].title}
          >
            <Stack gap="sm" mt="md">
              <NameField
                draft={draft}
                setDraft={update}
                error={errors.Name}
                canAutocomplete={canAutocomplete}
              />
              <TextInput
                label="City"
                required
                value={draft.City}
                onChange={(e) => update({ ...draft, City: e.currentTarget.value })}
                error={errors.City}
              />
              <LookupPicker
                kind="country"
                label="Countries"
                required
                maxItems={COMPANY_LIMITS.maxCountries}
                value={draft.countries}
                onChange={(countries) => update({ ...draft, countries })}
                description={`Up to ${COMPANY_LIMITS.maxCountries}.`}
                error={errors.countries}
              />
              <Select
                label="Global revenue"
                placeholder="Global Revenue"
                required
                data={REVENUE_OPTIONS}
                value={draft.GlobalRevenue ? String(draft.GlobalRevenue) : null}
                onChange={(value) =>
                  update({ ...draft, GlobalRevenue: value ? (Number(value) as GlobalRevenue) : null })
                }
                error={errors.GlobalRevenue}
              />
              <TextInput
                label="Web address"
                value={draft.WebAddress}
                placeholder="https://www.example.com"
                onChange={(e) => update({ ...draft, WebAddress: e.currentTarget.value })}
                onBlur={() => update({ ...draft, WebAddress: prefixWebAddress(draft.WebAddress) })}
                error={errors.WebAddress}
              />
              <Checkbox
                label="Private equity"
                checked={draft.isPrivateEquity}
                onChange={(e) => update({ ...draft, isPrivateEquity: e.currentTarget.checked })}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={isMobile ? undefined : COMPANY_WIZARD_STEPS[1].title}
            aria-label={COMPANY_WIZARD_STEPS[1].title}
          >
            <Stack gap="sm" mt="md">
              <LookupPicker
                kind="industry"
                label="Industries"
                required
                maxItems={COMPANY_LIMITS.maxIndustries}
                value={draft.industries}
                onChange={(industries) => update({ ...draft, industries })}
                description={`At least one, up to ${COMPANY_LIMITS.maxIndustries}.`}
                error={errors.industries}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={isMobile ? undefined : COMPANY_WIZARD_STEPS[2].title}
            aria-label={COMPANY_WIZARD_STEPS[2].title}
          >
            <Stack gap="sm" mt="md">
              <Radio.Group
                label="Relationship"
                required
                value={draft.Relationship ? String(draft.Relationship) : null}
                onChange={(value) =>
                  update(
                    withRelationship(
                      draft,
                      Number(value) === RELATIONSHIP.parent ? RELATIONSHIP.parent : RELATIONSHIP.subsidiary,
                    ),
                  )
                }
                error={errors.Relationship}
              >
                <Stack gap="xs" mt={6}>
                  <Radio value={String(RELATIONSHIP.parent)} label="Parent company" />
                  <Radio value={String(RELATIONSHIP.subsidiary)} label="Subsidiary" />
                </Stack>
              </Radio.Group>
              {draft.Relationship === RELATIONSHIP.parent ? (
                <Checkbox
                  label={COMPANY_MESSAGES.parentCertainty}
                  checked={draft.IsCertain}
                  onChange={(e) => update({ ...draft, IsCertain: e.currentTarget.checked })}
                  error={errors.IsCertain ? 'Tick this box to save a parent company.' : undefined}
                />
              ) : null}
              {draft.Relationship === RELATIONSHIP.subsidiary ? (
                <LookupPicker
                  kind="company"
                  label="Parent company"
                  required
                  value={draft.parent}
                  onChange={(parent) => update({ ...draft, parent })}
                  error={errors.parent}
                />
              ) : null}
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between" mt="xl" display={isReviewing ? 'none' : undefined}>
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0 || isSaving}>
            Previous
          </Button>
          <Text size="xs" c="dimmed" aria-live="polite">
            Step {step + 1} of {WIZARD_STEP_COUNT}: {COMPANY_WIZARD_STEPS[step]?.title}
          </Text>
          {isLast ? (
            <Button type="submit" loading={isSaving}>
              Save
            </Button>
          ) : (
            <Button type="submit">Next</Button>
          )}
        </Group>
      </form>
    </LayerModal>
  );
}
