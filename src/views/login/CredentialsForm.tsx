import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useSessionStep } from '../shared/sessionActor';
import { sessionProblemText } from '../shared/sessionProblem';

interface Fields {
  userName: string;
  password: string;
}

export function CredentialsForm() {
  const login = useSessionStep('login');
  const busy = useSelector(login, (s) => s?.hasTag('busy') ?? true);
  const loginError = useSelector(login, (s) => sessionProblemText(s?.context.problem));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { userName: '', password: '' } });

  // The refusal of the last login goes once the person edits what it was about.
  const edited = () => {
    if (login?.getSnapshot().can({ type: 'user.editCredentials' }))
      login.send({ type: 'user.editCredentials' });
  };

  const submit = handleSubmit(({ userName, password }) =>
    login?.send({ type: 'user.submitCredentials', userName: userName.trim(), password }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Giriş formu">
      {loginError && <Alert>{loginError}</Alert>}
      <TextField
        label="Kullanıcı adı"
        autoComplete="username"
        autoFocus
        error={errors.userName?.message}
        {...register('userName', {
          required: 'Kullanıcı adı zorunludur.',
          maxLength: { value: 64, message: 'Kullanıcı adı en fazla 64 karakter olabilir.' },
          validate: (value) => value.trim() !== '' || 'Kullanıcı adı zorunludur.',
          onChange: edited,
        })}
      />
      <TextField
        label="Şifre"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', {
          required: 'Şifre zorunludur.',
          maxLength: { value: 128, message: 'Şifre en fazla 128 karakter olabilir.' },
          onChange: edited,
        })}
      />
      <Button type="submit" busy={busy} className="w-full">
        Giriş yap
      </Button>
    </form>
  );
}
