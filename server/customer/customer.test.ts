// @vitest-environment node
/** The customer survey (shown once, answers checked) and the customer advisors. */
import type { CustomerAdvisorList, Survey } from '../../src/api/customer/types';
import { BODY_CODES } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';

describe('customer survey and advisors', () => {
  it('is shown once: getting it marks it displayed for the next login, saving checks the answers', async () => {
    const client = sandboxClient();
    const first = await client.login(...USERS.limited);
    expect(first.customerSurveyDisplayed).toBe(false);
    const survey = await client.call<Survey>('customerSurvey', {}, { token: first.pageToken });
    expect(survey.body.content?.questions.length).toBeGreaterThan(0);
    expect((await client.login(...USERS.limited)).customerSurveyDisplayed).toBe(true);

    const incomplete = await client.call(
      'customerSurveySave',
      { surveyId: survey.body.content?.surveyId, answers: { genel: '5' } },
      { token: first.pageToken },
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.status?.message).toBe(
      '"Aradığınız işlemi kolayca bulabiliyor musunuz?" sorusunu yanıtlayın.',
    );
    const saved = await client.call(
      'customerSurveySave',
      { surveyId: survey.body.content?.surveyId, answers: { genel: '5', kolaylik: 'evet' } },
      { token: first.pageToken },
    );
    expect(saved.body.content).toEqual({ surveyId: 'memnuniyet-2026', saved: true });
  });

  it('seeds the fast user as having seen the survey', async () => {
    const client = sandboxClient();
    expect((await client.login(...USERS.fast)).customerSurveyDisplayed).toBe(true);
  });

  it('lists the customer advisors', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const res = await client.call<CustomerAdvisorList>('customerAdvisorList', undefined, { token });
    expect(res.body.content?.advisors.map((a) => a.name)).toContain('Derya Aksoy');
  });

  it('answers 400 with a Turkish sentence naming the wrong field of the survey answers', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.limited);
    const message = async (body: unknown) => {
      const res = await client.call('customerSurveySave', body, { token });
      expect(res.status).toBe(400);
      expect(res.body.status?.code).toBe(BODY_CODES.validation);
      return res.body.status?.message;
    };
    expect(await message({ answers: { genel: '5' } })).toBe('Anket numarası zorunludur.');
    expect(await message({ surveyId: 'memnuniyet-2026' })).toBe('Anket yanıtları zorunludur.');
    expect(await message({ surveyId: 'memnuniyet-2026', answers: { genel: 5 } })).toBe(
      'Yanıt metin olmalıdır.',
    );
    expect(await message({ surveyId: 'eski-anket', answers: { genel: '5', kolaylik: 'evet' } })).toBe(
      'Bu anket artık yanıtlanamıyor. Sayfayı yenileyin.',
    );
  });
});
