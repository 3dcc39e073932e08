// The sign-in form: e-mail and password, the server's messages (wrong password, too many
// attempts), then back to where the person was going.
import { LoginRequestSchema } from '@atrium/contracts';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sanitizeReturnUrl } from '../../api/return-url.ts';
import { useSession } from '../../core/session/use-session.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { describeLoginError } from './login-error.ts';

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
      navigate(sanitizeReturnUrl(searchParams.get('returnUrl')), { replace: true });
    } catch (error) {
      setFormError(describeLoginError(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <div>
          <Title id="login-title" order={1} fz={26} c="navy.8">
            Sign in
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Use your firm e-mail address and password.
          </Text>
        </div>
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
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
