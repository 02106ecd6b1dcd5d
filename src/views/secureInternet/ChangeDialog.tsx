import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SecureInternetProfile, SecureInternetProfileType } from '../../api/secureInternet/types';
import { formatNumber } from '../../lib/format';
import type { profileChangeMachine } from '../../machines/secureInternet/profileChangeMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

type ChangeRef = ActorRefFrom<typeof profileChangeMachine>;

/** The profile for the chosen lines, picked with radio buttons (arrow keys move between them). */
export function ChangeDialog({ change, types }: { change: ChangeRef; types: SecureInternetProfileType[] }) {
  const open = useSelector(change, (s) => s.hasTag('dialog'));
  const busy = useSelector(change, (s) => s.hasTag('busy'));
  const count = useSelector(change, (s) => s.context.selected.length);
  const failure = useSelector(change, (s) => s.context.failure);
  const [profile, setProfile] = useState<SecureInternetProfile | ''>('');
  const [missing, setMissing] = useState(false);
  if (!open) return null;

  const save = () => {
    if (!profile) return setMissing(true);
    change.send({ type: 'user.save', profile });
  };
  return (
    <Modal
      open
      title="Güvenli internet profilini değiştir"
      onClose={() => !busy && change.send({ type: 'user.cancel' })}
    >
      <p className="text-sm text-slate-800">Seçilen {formatNumber(count)} hattın profili değişecek.</p>
      <fieldset className="mt-3 space-y-2" aria-describedby={missing ? 'profile-missing' : undefined}>
        <legend className="text-sm font-medium text-slate-900">Yeni profil</legend>
        {types.map((type) => (
          <label key={type.code} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="profile"
              value={type.code}
              checked={profile === type.code}
              onChange={() => {
                setProfile(type.code);
                setMissing(false);
              }}
              className="mt-1"
            />
            <span>
              <span className="font-medium">{type.name}</span>: {type.description}
            </span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id="profile-missing" className="mt-2 text-sm text-red-700">
          Bir profil seçin.
        </p>
      )}
      {failure && <Alert>Profil kaydedilemedi. Lütfen tekrar deneyin.</Alert>}
      <div className="mt-4 flex gap-2">
        <Button onClick={save} disabled={busy}>
          {busy ? 'Kaydediliyor…' : 'Kaydet'}
        </Button>
        <Button variant="ghost" onClick={() => change.send({ type: 'user.cancel' })} disabled={busy}>
          Vazgeç
        </Button>
      </div>
    </Modal>
  );
}
