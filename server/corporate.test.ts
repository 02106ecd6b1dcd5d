// @vitest-environment node
/** Terms approval, company switching, default company and menu refresh. */
import { FORBIDDEN_MESSAGE } from '../src/api/forbidden';
import type { EasyLoginCorporate, LoginResponse, TermsDocument } from '../src/api/types';
import { sandboxClient, USERS } from './test-support';

describe('terms approval', () => {
  it('lists the pending documents and needs all of them confirmed', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.demo);
    const list = await client.call<{ terms: TermsDocument[] }>('termsApprovedList', undefined, { token });
    const terms = list.body.content?.terms ?? [];
    expect(terms.map((t) => t.title)).toEqual([
      'Online İşlemler Sözleşmesi',
      'Kişisel Verilerin Korunması Aydınlatma Metni',
    ]);
    expect(terms.every((t) => t.version && t.paragraphs.length >= 3)).toBe(true);

    const partial = await client.call('termsApprovedConfirm', { termIds: [terms[0]?.id] }, { token });
    expect(partial.status).toBe(400);
    expect(partial.body.status).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Lütfen tüm sözleşmeleri onaylayın.',
    });
    const missing = await client.call('termsApprovedConfirm', {}, { token });
    expect(missing.body.status?.message).toBe('Onaylanan belgeler zorunludur.');

    const all = await client.call('termsApprovedConfirm', { termIds: terms.map((t) => t.id) }, { token });
    expect(all.body.content).toEqual({ approved: true });
    const after = await client.call<{ terms: TermsDocument[] }>('termsApprovedList', undefined, { token });
    expect(after.body.content?.terms).toEqual([]);
    // The next login knows it too.
    expect((await client.login(...USERS.demo)).isTermApproved).toBe(true);
  });

  it('answers an empty list for a user who approved everything', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const list = await client.call<{ terms: TermsDocument[] }>('termsApprovedList', undefined, { token });
    expect(list.body.content).toEqual({ terms: [] });
  });
});

describe('company switching', () => {
  it('switches to an own company and keeps the pageToken', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.demo);
    const target = login.easyLoginCorporateList.find((c) => c.corporateName === 'Anadolu Gıda San. A.Ş.');
    const res = await client.call<LoginResponse>(
      'changeCorporate',
      { corporateNcst: target?.corporateNcst },
      { token: login.pageToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      pageToken: login.pageToken,
      corporateName: 'Anadolu Gıda San. A.Ş.',
      corporateNcst: target?.corporateNcst,
      m2mProduct: false,
    });
    expect(res.body.content?.customerNcst).not.toBe(login.customerNcst);
  });

  it('refuses a company outside the easy-login list', async () => {
    const client = sandboxClient();
    const fast = await client.login(...USERS.fast);
    const demo = await client.login(...USERS.demo);
    const foreign = demo.easyLoginCorporateList.find(
      (c) => !fast.easyLoginCorporateList.some((own) => own.corporateNcst === c.corporateNcst),
    );
    const res = await client.call(
      'changeCorporate',
      { corporateNcst: foreign?.corporateNcst },
      { token: fast.pageToken },
    );
    expect(res.status).toBe(403);
    // Issue 37: one 403 sentence, spec §8's, for a company not one's own as for a missing level.
    expect(res.body.status).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    const invalid = await client.call('changeCorporate', { corporateNcst: 'abc' }, { token: fast.pageToken });
    expect(invalid.body.status?.message).toBe('Şirket numarası yalnızca rakamlardan oluşmalıdır.');
  });
});

describe('default company', () => {
  it('sets one default at a time and clears it', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.demo);
    const token = login.pageToken;
    const third = login.easyLoginCorporateList[2]?.corporateNcst;
    type ListContent = { easyLoginCorporateList: EasyLoginCorporate[] };
    const set = await client.call<ListContent>('defaultHoldingSet', { corporateNcst: third }, { token });
    const defaults = set.body.content?.easyLoginCorporateList.filter((c) => c.defaultCompany) ?? [];
    expect(defaults.map((c) => c.corporateNcst)).toEqual([third]);

    const cleared = await client.call<ListContent>('defaultHoldingDelete', undefined, { token });
    expect(cleared.body.content?.easyLoginCorporateList.some((c) => c.defaultCompany)).toBe(false);
    expect(cleared.body.content?.easyLoginCorporateList).toHaveLength(3);
  });

  it('starts the next session on the default company', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.demo);
    const second = login.easyLoginCorporateList[1];
    await client.call(
      'defaultHoldingSet',
      { corporateNcst: second?.corporateNcst },
      { token: login.pageToken },
    );
    expect((await client.login(...USERS.demo)).corporateName).toBe(second?.corporateName);
  });
});

describe('menu refresh', () => {
  it('answers the customer menu tree in Turkish', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const res = await client.call<{ customerMenu: LoginResponse['customerMenu'] }>(
      'menuRefresh',
      {},
      { token },
    );
    const menu = res.body.content?.customerMenu ?? [];
    expect(menu[0]).toEqual({ id: 'home', title: 'Ana Sayfa', url: '/dashboard' });
    expect(menu.find((m) => m.title === 'Hatlarım')?.children?.length).toBeGreaterThan(0);
    const entries = menu.flatMap((m) => [m, ...(m.children ?? [])]);
    for (const url of ['/contracts', '/my-orders', '/new-line', '/take-over', '/roaming']) {
      expect(
        entries.some((m) => m.url === url),
        url,
      ).toBe(true);
    }
  });
});
