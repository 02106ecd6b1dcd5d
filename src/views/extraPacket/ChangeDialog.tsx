import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  EXTRA_PACKET_TYPES,
  type ExtraPacketPermissionType,
  type ExtraPacketType,
  PACKET_TYPE_NAMES,
} from '../../api/extraPacket/types';
import { formatNumber } from '../../lib/format';
import type { permissionChangeMachine } from '../../machines/extraPacket/permissionChangeMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ACTION_TEXTS, changeFailureText, money } from './texts';

type ChangeRef = ActorRefFrom<typeof permissionChangeMachine>;

/**
 * One dialog, two steps: the packet types to allow or take away (checkboxes), then the
 * confirmation saying how many lines, which types and, when allowing, the monthly limit each
 * type lets a line's user spend on the company's invoice.
 */
export function ChangeDialog({ change, types }: { change: ChangeRef; types: ExtraPacketPermissionType[] }) {
  const open = useSelector(change, (s) => s.hasTag('dialog'));
  const choosing = useSelector(change, (s) => s.matches('choosing'));
  const action = useSelector(change, (s) => s.context.action);
  if (!open) return null;
  const texts = ACTION_TEXTS[action];
  // While the change is saving the machine takes no cancel, so Escape cannot lose its answer.
  return (
    <Modal open title={texts.title} onClose={() => change.send({ type: 'user.cancel' })}>
      {choosing ? <TypeChoice change={change} /> : <Confirmation change={change} types={types} />}
    </Modal>
  );
}

function TypeChoice({ change }: { change: ChangeRef }) {
  const count = useSelector(change, (s) => s.context.selected.length);
  const action = useSelector(change, (s) => s.context.action);
  const [chosen, setChosen] = useState<ExtraPacketType[]>(() => change.getSnapshot().context.types);
  const [missing, setMissing] = useState(false);
  const toggle = (type: ExtraPacketType, on: boolean) => {
    setMissing(false);
    setChosen((now) => EXTRA_PACKET_TYPES.filter((t) => (t === type ? on : now.includes(t))));
  };
  const next = () => {
    if (chosen.length === 0) return setMissing(true);
    change.send({ type: 'user.review', types: chosen });
  };
  return (
    <>
      <p className="text-sm text-slate-800">
        Seçilen {formatNumber(count)} hatta{' '}
        {action === 'ALLOW' ? 'izin vereceğiniz' : 'iznini kaldıracağınız'} ek paket türlerini seçin.
      </p>
      <fieldset className="mt-3 space-y-2" aria-describedby={missing ? 'types-missing' : undefined}>
        <legend className="text-sm font-medium text-slate-900">Ek paket türleri</legend>
        {EXTRA_PACKET_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="types"
              value={type}
              checked={chosen.includes(type)}
              onChange={(e) => toggle(type, e.currentTarget.checked)}
              className="focus-visible:ring-2 focus-visible:ring-accent-400"
            />
            {PACKET_TYPE_NAMES[type]} ek paketi
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id="types-missing" className="mt-2 text-sm text-red-700">
          En az bir ek paket türü seçin.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={next}>Devam</Button>
        <Button variant="ghost" onClick={() => change.send({ type: 'user.cancel' })}>
          Vazgeç
        </Button>
      </div>
    </>
  );
}

function Confirmation({ change, types }: { change: ChangeRef; types: ExtraPacketPermissionType[] }) {
  const count = useSelector(change, (s) => s.context.selected.length);
  const action = useSelector(change, (s) => s.context.action);
  const chosen = useSelector(change, (s) => s.context.types);
  const busy = useSelector(change, (s) => s.hasTag('busy'));
  const failure = useSelector(change, (s) => s.context.failure);
  const limits = new Map(types.map((t) => [t.type, t.monthlyLimit]));
  const names = chosen.map((t) => PACKET_TYPE_NAMES[t]).join(', ');
  return (
    <>
      <p className="text-sm text-slate-800">
        {formatNumber(count)} hatta {names} ek paketleri için {ACTION_TEXTS[action].verb}.
      </p>
      {action === 'ALLOW' && (
        <>
          <ul aria-label="Aylık üst sınırlar" className="mt-3 space-y-1 text-sm text-slate-800">
            {chosen.map((type) => (
              <li key={type}>
                {PACKET_TYPE_NAMES[type]}: hat başına ayda en fazla {money(limits.get(type) ?? 0)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-700">
            Hat kullanıcıları bu paketleri SMS ya da uygulamayla kendileri alır; ücret şirket faturasına
            yansır. Askıdaki ya da paketi kullanamayacak hatlar nedenleriyle listelenir, değişmez.
          </p>
        </>
      )}
      {failure && (
        <div className="mt-3">
          <Alert>{changeFailureText(failure)}</Alert>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => change.send({ type: 'user.confirm' })} disabled={busy}>
          {busy ? 'Kaydediliyor…' : 'Onayla'}
        </Button>
        <Button variant="secondary" onClick={() => change.send({ type: 'user.back' })} disabled={busy}>
          Geri
        </Button>
        <Button variant="ghost" onClick={() => change.send({ type: 'user.cancel' })} disabled={busy}>
          Vazgeç
        </Button>
      </div>
    </>
  );
}
