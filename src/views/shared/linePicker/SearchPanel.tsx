import { useSelector } from '@xstate/react';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import { TextField } from '../../../ui/TextField';
import { ResultList } from './ResultList';

/** "Numara ile ara": a partial number written any way, or a user name. */
export function SearchPanel({ actorRef }: { actorRef: LinePickerRef }) {
  const text = useSelector(actorRef, (s) => s.context.search.text);
  return (
    <div className="space-y-3">
      <TextField
        label="Numara veya kullanıcı adı"
        type="search"
        inputMode="search"
        autoComplete="off"
        placeholder="Örn. 0532 123 veya Ayşe"
        value={text}
        onChange={(e) => actorRef.send({ type: 'user.search', text: e.target.value })}
      />
      <ResultList actorRef={actorRef} />
    </div>
  );
}
