/** The customer survey (spec §3 customerSurveyDisplayed): its questions and who was shown it. */
import type { Survey } from '../../src/api/customer/types';

export const SURVEY: Survey = {
  surveyId: 'memnuniyet-2026',
  title: 'Kurumsal Portal memnuniyet anketi',
  questions: [
    {
      id: 'genel',
      text: 'Kurumsal Portal’dan genel olarak ne kadar memnunsunuz?',
      options: [
        { value: '5', label: 'Çok memnunum' },
        { value: '4', label: 'Memnunum' },
        { value: '3', label: 'Kararsızım' },
        { value: '2', label: 'Memnun değilim' },
      ],
    },
    {
      id: 'kolaylik',
      text: 'Aradığınız işlemi kolayca bulabiliyor musunuz?',
      options: [
        { value: 'evet', label: 'Evet' },
        { value: 'bazen', label: 'Bazen' },
        { value: 'hayir', label: 'Hayır' },
      ],
    },
  ],
};

export const UNKNOWN_SURVEY = 'Bu anket artık yanıtlanamıyor. Sayfayı yenileyin.';
export const unanswered = (questionText: string) => `"${questionText}" sorusunu yanıtlayın.`;
