/**
 * Spec §8's 403 sentence (issue 37: one wording). The portal's error catalogue shows it in the 403
 * modal (src/actors/http/messages.ts) and the sandbox answers it in every refusal's envelope
 * (server/messages.ts), so a person reads the same words whichever of the two they see.
 */
export const FORBIDDEN_MESSAGE =
  'Bu işlem için yetkiniz bulunmamaktadır. Online işlemler portalında tam yetki için online işlem sözleşmesini tamamlamanız, imza sirkülerinizi ve yetkili kişilerin kimlik fotokopilerini ekleyerek size en yakın mağazaya teslim etmeniz gerekmektedir.';
