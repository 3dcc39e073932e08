// The sign-in screen: a "Sign in with {provider}" button when single sign-on is on, the e-mail and
// password form unless it is switched off, the server's messages (wrong password, too many
// attempts, a refused single sign-on), then back to where the person was going.
import { LoginRequestSchema } from '@atrium/contracts';
import {
  Alert,
  Button,
  Divider,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sanitizeReturnUrl } from '../../api/return-url.ts';
import { useSession } from '../../core/session/use-session.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { describeLoginError } from './login-error.ts';
import { describeSsoQuery, ssoStartHref } from './sso-message.ts';
import { useSignInOptions } from './use-sign-in-options.ts';

interface FieldErrors {
  email?: string;
  password?: string;
}

export function LoginScreen() {
  useDocumentTitle('Sign in');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const { options, isLoading } = useSignInOptions();
  const returnUrl = sanitizeReturnUrl(searchParams.get('returnUrl'));
  // The refusal names the provider, so it waits for the options rather than change its wording
  // under a screen reader once they arrive.
  const ssoError = isLoading
    ? null
    : describeSsoQuery(searchParams.get('sso'), options.Sso?.Name ?? 'single sign-on');
  const shownError = formError ?? ssoError;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = LoginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      await signIn(parsed.data);
      navigate(returnUrl, { replace: true });
    } catch (error) {
      setFormError(describeLoginError(error));
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title id="login-title" order={1} fz={26} c="navy.8">
          Sign in
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {signInHint(options.PasswordSignIn, options.Sso?.Name)}
        </Text>
      </div>
      {shownError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {shownError}
        </Alert>
      )}
      {isLoading ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading sign-in options">
          <Skeleton height={42} />
          <Skeleton height={42} />
          <Skeleton height={42} />
        </Stack>
      ) : (
        <>
          {options.Sso && (
            <Button
              component="a"
              href={ssoStartHref(options.Sso.StartPath, returnUrl)}
              size="md"
              fullWidth
              variant={options.PasswordSignIn ? 'default' : 'filled'}
              leftSection={<IconKey size={18} aria-hidden />}
            >
              Sign in with {options.Sso.Name}
            </Button>
          )}
          {options.Sso && options.PasswordSignIn && (
            <Divider label="or with your password" labelPosition="center" />
          )}
          {options.PasswordSignIn && passwordForm()}
        </>
      )}
    </Stack>
  );

  function passwordForm() {
    return (
      <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldErrors.email}
            required
            size="md"
            autoFocus
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
            required
            size="md"
            // Its own label must not contain "password", or the field's label would be ambiguous.
            visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
          />
          <Button type="submit" size="md" loading={isSubmitting} fullWidth mt="xs">
            Sign in
          </Button>
        </Stack>
      </form>
    );
  }
}

function signInHint(hasPassword: boolean, ssoName: string | undefined): string {
  if (!ssoName) return 'Use your firm e-mail address and password.';
  if (!hasPassword) return `Use your firm account with ${ssoName}.`;
  return `Use ${ssoName}, or your firm e-mail address and password.`;
}
