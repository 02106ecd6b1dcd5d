/** The sentences of the extra packet rows, in one place for review and for the tests. */
export const EXTRA_PACKET_MESSAGES = {
  suspended: 'Hat askıda olduğu için ek paket izni değiştirilemez.',
  m2mOnlyData: 'M2M hatlarında yalnızca internet ek paketi alınabilir.',
  dataNoVoice: 'Veri hatlarında konuşma ek paketi alınamaz.',
  roamingClosed: 'Hatta yurt dışı kullanımı kapalı; önce Yurt Dışı Kullanım sayfasından açın.',
  notOwn: 'Bu numara şirketinize ait bir hat değil.',
  invalidNumber: 'Geçerli bir cep telefonu numarası değil.',
  alreadyAllowed: 'İzin zaten verilmiş.',
  alreadyDenied: 'İzin zaten yok.',
  periodOrder: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
} as const;
