/** The page's words that more than one of its parts uses. */
import type { ExtraPacketAction } from '../../api/extraPacket/types';
import { formatMoney } from '../../lib/format';

export const ACTION_TEXTS: Record<
  ExtraPacketAction,
  { button: string; title: string; verb: string; done: string }
> = {
  ALLOW: {
    button: 'İzin ver',
    title: 'Ek paket izni ver',
    verb: 'izin verilecek',
    done: 'izni verildi',
  },
  DENY: {
    button: 'İzni kaldır',
    title: 'Ek paket iznini kaldır',
    verb: 'izni kaldırılacak',
    done: 'izni kaldırıldı',
  },
};

/** "250,00 TL" */
export const money = (amount: number) => formatMoney(amount, { minDecimals: 2 });

/** What a failed change says; a 403 is also shown by the shell's modal (spec §8). */
export const changeFailureText = (code: string | undefined) =>
  code === '403'
    ? 'Bu işlem için yetkiniz bulunmamaktadır.'
    : 'İzinler değiştirilemedi. Bağlantınızı kontrol edip tekrar deneyin.';
