/** The packet types the operator sells as extra packets, with their monthly limit per line. */
import type { ExtraPacketType } from '../../src/api/extraPacket/types';

export interface PacketTypeInfo {
  type: ExtraPacketType;
  name: string;
  description: string;
  /** TL a line's user may spend on the type in a calendar month, taxes included. */
  monthlyLimit: number;
}

export const PACKET_TYPES: PacketTypeInfo[] = [
  {
    type: 'DATA',
    name: 'İnternet ek paketi',
    description: 'Kota bittiğinde 1 GB ile 20 GB arası internet paketleri (SMS ile “EK GB” yazıp 2222’ye).',
    monthlyLimit: 250,
  },
  {
    type: 'VOICE',
    name: 'Konuşma ek paketi',
    description: 'Her yöne 250, 500 ya da 1.000 dakikalık konuşma paketleri.',
    monthlyLimit: 150,
  },
  {
    type: 'SMS',
    name: 'SMS ek paketi',
    description: 'Her yöne 250 ya da 1.000 SMS’lik paketler.',
    monthlyLimit: 50,
  },
  {
    type: 'ROAMING',
    name: 'Yurt dışı ek paketi',
    description:
      'Yurt dışında günlük ya da haftalık internet ve konuşma paketleri; hatta yurt dışı kullanımı açık olmalıdır.',
    monthlyLimit: 1_000,
  },
];
