import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuditEntry } from '../../api/auditTrail/types';
import { auditEntryMachine } from '../../machines/auditTrail/auditEntryMachine';
import { AuditEntryDialog } from './AuditEntryDialog';

/** A rights change a customer manager made on Can Öztürk's behalf, for Zeynep Kaya. */
const RIGHTS_CHANGE = {
  entryId: '41',
  at: '2026-11-25T10:00:00.000Z',
  personName: 'Can Öztürk',
  managerName: 'Selim Karaca',
  operation: 'authorizedUserPermissionChange',
  operationTitle: 'Yetkili kullanıcı yetki değişikliği',
  result: 'SUCCESS',
  objects: [
    { kind: 'PERSON', id: '7', name: 'Zeynep Kaya' },
    { kind: 'ORDER', id: 'YT-20261125-000041' },
  ],
  objectCount: 2,
  companyName: 'Anadolu Gıda San. A.Ş.',
  featureTitle: 'Yetkili kullanıcılar',
  method: 'PUT',
  path: '/dc_ccsi/v1/authorized-users/permissions/change',
  httpStatus: 200,
  channel: { channelType: 'SIRKETIM_WEB', appChannel: 'SIRKETIM', appChannelType: 'WEB' },
} satisfies AuditEntry;

/** A SIM order whose operation and section have the same name, refused. */
const SIM_ORDER = {
  ...RIGHTS_CHANGE,
  entryId: '42',
  managerName: undefined,
  operation: 'simCardCreateOrder',
  operationTitle: 'SIM kart siparişi',
  featureTitle: 'SIM kart siparişi',
  result: 'ERROR',
  errorCode: 'VALIDATION_ERROR',
  errorMessage: 'Teslimat adresi boş olamaz.',
  objects: [
    { kind: 'LINE', id: '5321234567' },
    { kind: 'ORDER', id: 'SP-20261125-000042' },
  ],
  method: 'POST',
  path: '/ccsirest/sim-card/create-order.json',
  httpStatus: 400,
} satisfies AuditEntry;

async function shown(entry: AuditEntry) {
  const actor = createActor(
    auditEntryMachine.provide({ actors: { loadEntry: fromPromise(async () => entry) } }),
  ).start();
  render(
    <MemoryRouter>
      <AuditEntryDialog detail={actor} />
    </MemoryRouter>,
  );
  actor.send({ type: 'user.open', entryId: entry.entryId });
  await waitFor(actor, (s) => s.context.entry !== undefined);
  return screen.findByRole('dialog', { name: `İşlem kaydı ${entry.entryId}` });
}

describe('AuditEntryDialog', () => {
  it('tells a rights change in business words: whose rights, on whose behalf, its number, linked', async () => {
    const dialog = await shown(RIGHTS_CHANGE);
    const person = within(dialog).getByRole('link', { name: 'Zeynep Kaya' });
    expect(person).toHaveAttribute('href', '/update-authorized-user-info?kisi=7');
    expect(within(dialog).getByText('Yetkileri değişen kişi')).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: 'Yetki değişikliği YT-20261125-000041' }),
    ).toHaveAttribute('href', '/update-authorized-user-info');
    expect(within(dialog).getByText('Selim Karaca, Can Öztürk adına')).toBeVisible();
    expect(within(dialog).getByText('Başarılı')).toBeVisible();
  });

  // A native <details>: the browser opens it by keyboard too (the journey presses Enter on it).
  it('keeps the channel, the row and the HTTP code behind "Teknik ayrıntılar"', async () => {
    const user = userEvent.setup();
    const dialog = await shown(RIGHTS_CHANGE);
    const channel = within(dialog).getByText('SIRKETIM_WEB · SIRKETIM · WEB');
    const call = within(dialog).getByText('PUT /dc_ccsi/v1/authorized-users/permissions/change');
    expect(channel).not.toBeVisible();
    expect(call).not.toBeVisible();
    await user.click(within(dialog).getByText('Teknik ayrıntılar'));
    expect(channel).toBeVisible();
    expect(call).toBeVisible();
    expect(within(dialog).getByText('200')).toBeVisible();
  });

  it('names an operation once, gives a refusal’s reason in Turkish, and lines as the portal writes them', async () => {
    const dialog = await shown(SIM_ORDER);
    expect(within(dialog).getAllByText('SIM kart siparişi')).toHaveLength(1);
    expect(within(dialog).queryByText(/SIM kart siparişi · SIM kart siparişi/)).toBeNull();
    expect(within(dialog).getByText('Başarısız')).toBeVisible();
    expect(within(dialog).getByText('Teslimat adresi boş olamaz.')).toBeVisible();
    expect(within(dialog).getByText('VALIDATION_ERROR')).not.toBeVisible();
    expect(within(dialog).getByRole('link', { name: '0532 123 45 67' })).toHaveAttribute(
      'href',
      '/tariff-package/line/5321234567',
    );
    expect(within(dialog).getByRole('link', { name: 'Sipariş SP-20261125-000042' })).toHaveAttribute(
      'href',
      '/my-orders/SP-20261125-000042',
    );
    expect(within(dialog).queryByText('Yetkileri değişen kişi')).toBeNull();
    expect(within(dialog).queryByText('Müşteri temsilcisi')).toBeNull();
  });
});
