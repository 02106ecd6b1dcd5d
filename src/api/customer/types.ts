/**
 * The customer rows the dashboard and the shell show (spec §3, §7): banners, exchange rates, the
 * one-time survey and the company's advisors, shared by the portal and the sandbox.
 */
import * as v from 'valibot';
import { text } from '../contract/fields';

export const Banner = v.object({ id: v.string(), title: v.string(), text: v.string(), url: v.string() });
export type Banner = v.InferOutput<typeof Banner>;

export const BannerList = v.object({ banners: v.array(Banner) });
export type BannerList = v.InferOutput<typeof BannerList>;

export const ExchangeRates = v.object({
  date: v.string(),
  rates: v.array(v.object({ currency: v.string(), buying: v.number(), selling: v.number() })),
});
export type ExchangeRates = v.InferOutput<typeof ExchangeRates>;

// --- Customer survey ----------------------------------------------------------------------
export const SurveyQuestion = v.object({
  id: v.string(),
  text: v.string(),
  options: v.array(v.object({ value: v.string(), label: v.string() })),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestion>;

export const Survey = v.object({
  surveyId: v.string(),
  title: v.string(),
  questions: v.array(SurveyQuestion),
});
export type Survey = v.InferOutput<typeof Survey>;

/** Question id → chosen option value; whether every question is answered is the server's check. */
export const SurveySaveRequest = v.object({
  surveyId: text('Anket numarası', { max: 64 }),
  answers: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(64)), text('Yanıt', { max: 64 })),
    v.title('Anket yanıtları'),
  ),
});
export type SurveySaveRequest = v.InferInput<typeof SurveySaveRequest>;

export const SurveySaveResult = v.object({ surveyId: v.string(), saved: v.literal(true) });
export type SurveySaveResult = v.InferOutput<typeof SurveySaveResult>;

// --- Customer advisors --------------------------------------------------------------------
export const CustomerAdvisor = v.object({
  id: v.string(),
  name: v.string(),
  role: v.string(),
  phone: v.string(),
  email: v.string(),
  region: v.string(),
});
export type CustomerAdvisor = v.InferOutput<typeof CustomerAdvisor>;

export const CustomerAdvisorList = v.object({ advisors: v.array(CustomerAdvisor) });
export type CustomerAdvisorList = v.InferOutput<typeof CustomerAdvisorList>;
