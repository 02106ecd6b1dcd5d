import { shallowEqual, useSelector } from '@xstate/react';
import type { SurveyRef } from '../../machines/dashboard/surveyMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/**
 * The customer survey, asked once per person (spec §3 customerSurveyDisplayed): the dashboard's
 * `survey` child, whose chart tells the session it was shown through the page.
 */
export function SurveyModal({ survey }: { survey: SurveyRef }) {
  const visible = useSelector(survey, (s) => s.hasTag('visible'));
  const thanked = useSelector(survey, (s) => s.matches('thanked'));
  const busy = useSelector(survey, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(survey, (s) => s.can({ type: 'user.submit' }));
  const content = useSelector(survey, (s) => s.context.survey);
  const answers = useSelector(survey, (s) => s.context.answers, shallowEqual);
  const error = useSelector(survey, (s) => s.context.error);
  const dismiss = () => survey.send({ type: 'user.dismiss' });

  return (
    <Modal
      open={visible}
      title={content?.title ?? 'Anket'}
      onClose={dismiss}
      actions={
        thanked ? (
          <Button onClick={dismiss}>Kapat</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={dismiss} disabled={busy}>
              Daha sonra
            </Button>
            <Button busy={busy} disabled={!canSubmit} onClick={() => survey.send({ type: 'user.submit' })}>
              Gönder
            </Button>
          </>
        )
      }
    >
      {thanked ? (
        <p>Görüşleriniz için teşekkür ederiz.</p>
      ) : (
        <div className="space-y-4">
          {error && <Alert>{error}</Alert>}
          {content?.questions.map((question) => (
            <fieldset key={question.id}>
              <legend className="mb-2 font-medium text-slate-900">{question.text}</legend>
              <div className="flex flex-wrap gap-3">
                {question.options.map((option) => (
                  <label key={option.value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={question.id}
                      value={option.value}
                      checked={answers[question.id] === option.value}
                      onChange={() =>
                        survey.send({ type: 'user.answer', questionId: question.id, value: option.value })
                      }
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </Modal>
  );
}
