/** The Turkish reasons the authorized-user rows refuse with (and the screen shows beforehand). */
export const AUTHORIZED_USER_MESSAGES = {
  onlyFullAuthority: 'Yetkileri yalnızca tam yetkili kişiler değiştirebilir.',
  ownRights: 'Kendi yetkilerinizi değiştiremezsiniz; başka bir tam yetkili kişiden isteyin.',
  personNotFound: 'Bu yetkili şirketinizde bulunamadı.',
  lastFullAuthority: (name: string, company: string) =>
    `${name}, ${company} şirketinin tek tam yetkili kişisi; tam yetkisi kaldırılamaz. Önce başka bir kişiye tam yetki verin.`,
  duplicateGroup: 'Bir işlem grubu birden fazla kez gönderilemez.',
} as const;
