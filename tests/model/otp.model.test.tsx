import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { type ActorRefFrom, type EventObject, fromCallback } from 'xstate';
import { callEndpoint, resetHttpClient } from '../../src/actors/http';
import { endpoint } from '../../src/api/contract/catalogue';
import { applyLoginResponse, EMPTY_SESSION, writeStoredSession } from '../../src/lib/sessionSnapshot';
import { loginOtpMachine } from '../../src/machines/session/loginOtp';
import { confirmationOtpMachine } from '../../src/machines/shared/otp/confirmationOtp';
import { type OtpInput, type OtpOutput, otpMachine } from '../../src/machines/shared/otp/otpMachine';
import { OtpPanel } from '../../src/views/shared/otp/OtpPanel';
import {
  candidateEvents,
  modelInput,
  type OtpSnapshot,
  type OtpWorld,
  serializeModel,
  serializeSeen,
} from './otp.world';
import { recordCoverage } from './support/coverage';
import { edgeCoveringPaths, type ModelPath } from './support/edgePaths';
import { modelHarness } from './support/modelFile';
import { walkEvery } from './support/modelSuite';

const USER = { userName: 'hizli.kullanici', password: 'Hizli.2026!' };
const harness = modelHarness({ preload: false, asyncUtilTimeout: 4000 });

// The test plays the clock: each model tick becomes as many real ticks as the model's counter needs.
const silentClock = fromCallback(() => () => {});

/** A later confirmation: the generic OTP rows for a signed-in person. */
const confirmMachine = confirmationOtpMachine.provide({ actors: { clock: silentClock } });
// The panel shows any OTP machine; the login's differs only in its result's type (a LoginResponse).
const loginMachine = loginOtpMachine.provide({
  actors: { clock: silentClock },
}) as unknown as typeof otpMachine;

type OtpActor = ActorRefFrom<typeof otpMachine>;
let probe: OtpActor | undefined;
const otp = () => {
  if (!probe) throw new Error('panel not rendered');
  return probe;
};

/** Shows the panel until the machine ends, then the outcome its parent would get. */
function PanelHost({ machine, input }: { machine: typeof otpMachine; input: OtpInput }) {
  const ref = useActorRef(machine, { input });
  probe = ref;
  const outcome = useSelector(ref, (s) => (s.status === 'done' ? (s.output as OtpOutput).status : undefined));
  return outcome ? <p role="status">Sonuç: {outcome}</p> : <OtpPanel otp={ref} />;
}

const wrong = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

/** The sandbox's clock moved: the OTP rows age by `seconds`. */
function elapse(seconds: number) {
  const ms = seconds * 1000;
  harness.sandbox.db
    .prepare('UPDATE otp_transactions SET sent_at = sent_at - ?, expires_at = expires_at - ?')
    .run(ms, ms);
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
  // A whole code replaces the boxes' content, as the phone's SMS autofill does.
  await user.paste(code);
}

/** Which call fails for a failed actor outcome, arranged one step early (the invoke starts then). */
function arrange(next: EventObject | undefined) {
  const actor = next?.type.match(/^xstate\.(done|error)\.actor\.(\w+)$/);
  if (!actor) return;
  if (actor[1] === 'done' && /^resend/.test(actor[2]!)) {
    // The person waited out the 30 s cooldown before asking again (locked comes at once).
    elapse(30);
  }
  // Wrong and stale codes are the person's doing (see user.submit); a failed send is the server's.
  if (actor[1] === 'error' && actor[2] !== 'validateCode') {
    harness.failNext('post', endpoint(actor[2] === 'resetLifetime' ? 'resetOtpLifetime' : 'sendOtp').path);
  }
}

async function tick(after: OtpSnapshot) {
  const real = otp().getSnapshot().context;
  let ticks = 1;
  if (after.context.secondsLeft === 0) ticks = real.secondsLeft;
  else if (after.context.resendIn === 0 && real.resendIn > 0) ticks = real.resendIn;
  elapse(ticks);
  act(() => {
    for (let i = 0; i < ticks; i += 1) otp().send({ type: 'clock.tick' });
  });
}

/** Does what the person, the clock or the server does to cause the step's event. */
async function perform(
  user: ReturnType<typeof userEvent.setup>,
  step: { event: EventObject; state: OtpSnapshot },
  next: EventObject | undefined,
) {
  arrange(next);
  switch (step.event.type) {
    case 'user.submit': {
      const code = harness.latestCode();
      const answer = (next as { error?: { code?: string } } | undefined)?.error?.code;
      if (answer === 'OTP_EXPIRED') elapse(300);
      if (answer === 'OTP_LOCKED') {
        // Four wrong tries first; the fifth below locks the code.
        for (let i = 0; i < 4; i += 1) {
          await enterCode(user, wrong(code));
          await waitFor(() => expect(otp().getSnapshot().context.error).toMatch(/Kalan deneme/));
        }
      }
      return enterCode(user, answer === 'OTP_LOCKED' || answer === 'OTP_INVALID' ? wrong(code) : code);
    }
    case 'user.resend':
      return user.click(await screen.findByRole('button', { name: 'Yeni kod gönder' }));
    case 'user.extend':
      return user.click(await screen.findByRole('button', { name: 'Süreyi uzat' }));
    case 'user.retry':
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    case 'user.cancel':
      return user.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    case 'clock.tick':
      return tick(step.state);
    default:
      return undefined;
  }
}

/** What the person sees in each settled state. */
async function expectView(s: OtpSnapshot) {
  const { error, resendIn } = s.context;
  if (s.status === 'done') {
    expect(
      await screen.findByText(`Sonuç: ${s.matches('validated') ? 'validated' : 'cancelled'}`),
    ).toBeVisible();
    return;
  }
  if (error || s.matches('codeExpired') || s.matches('locked') || s.matches('sendFailed'))
    expect(await screen.findByRole('alert')).toBeVisible();
  else expect(screen.queryByRole('alert')).toBeNull();
  if (s.matches('sendFailed')) {
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    return;
  }
  const codeBox = screen.queryByLabelText('Doğrulama kodu, 1. hane');
  if (s.matches({ active: 'awaitingCode' })) {
    expect(codeBox).toBeEnabled();
    const resend = screen.getByRole('button', {
      name: resendIn === 0 ? 'Yeni kod gönder' : /^Yeni kod \(\d+ sn\)$/,
    });
    if (resendIn === 0) expect(resend).toBeEnabled();
    else expect(resend).toBeDisabled();
    // Only a signed-in person's code can be given more time (reset lifetime needs a session).
    const extend = screen.queryByRole('button', { name: 'Süreyi uzat' });
    if (s.context.purpose === 'LOGIN') expect(extend).toBeNull();
    else expect(extend).toBeEnabled();
  } else {
    // Expired or locked: no code can be typed. An expired code offers a new one; a locked one
    // does not (a new code would give its tries back): only starting again does.
    expect(codeBox).toBeNull();
    if (s.matches('locked')) expect(screen.queryByRole('button', { name: /^Yeni kod/ })).toBeNull();
    else expect(screen.getByRole('button', { name: 'Yeni kod gönder' })).toBeEnabled();
  }
  if (s.matches('locked')) expect(screen.getByRole('alert')).toHaveTextContent('Çok fazla hatalı deneme');
  if (s.matches('codeExpired') && !error) expect(screen.getByRole('alert')).toHaveTextContent('süresi doldu');
}

async function startInput(world: OtpWorld): Promise<OtpInput> {
  if (world.login) {
    const challenge = await callEndpoint('login', { body: USER });
    return { challenge, purpose: 'LOGIN' };
  }
  writeStoredSession(applyLoginResponse(EMPTY_SESSION, await harness.signIn(USER)));
  return modelInput(world);
}

async function walk(world: OtpWorld, path: ModelPath<OtpSnapshot, EventObject>) {
  harness.reset();
  resetHttpClient();
  localStorage.clear();
  const input = await startInput(world);
  // As in walkPortal.ts: no hover and no pointer-events check (jsdom has no style sheets).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true });
  const view = render(<PanelHost machine={world.login ? loginMachine : confirmMachine} input={input} />);
  let i = 0;
  try {
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      await perform(user, step, path[i + 1]?.event);
      if (step.state.hasTag('busy')) continue;
      const expected = serializeSeen(step.state);
      await waitFor(() => expect(serializeSeen(otp().getSnapshot())).toBe(expected));
      await expectView(step.state);
    }
  } catch (error) {
    const actual = probe ? serializeSeen(probe.getSnapshot()) : 'no panel';
    throw new Error(
      `${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type})\n  machine: ${actual}, error ${probe?.getSnapshot().context.error}\n  page: ${document.body.textContent?.slice(0, 300)}`,
    );
  } finally {
    view.unmount();
    probe = undefined;
  }
}

const describeWorld = (label: string, world: OtpWorld) =>
  describe(`otp model: ${label}`, () => {
    const paths = edgeCoveringPaths(otpMachine, {
      input: modelInput(world),
      events: candidateEvents() as never,
      serializeState: serializeModel as never,
    }) as ModelPath<OtpSnapshot, EventObject>[];
    recordCoverage('otp', otpMachine, paths as never, modelInput(world));

    it('has paths to walk', () => {
      expect(paths.length).toBeGreaterThan(3);
    });

    it('walks every path through OtpPanel and the sandbox', async () => {
      await walkEvery('otp', paths, (path) => walk(world, path));
    }, 300_000);
  });

describeWorld('a signed-in person confirms an operation (the panel sends the code)', {
  name: 'confirm',
  login: false,
});
describeWorld('a person logs in (the login call started the challenge)', { name: 'login', login: true });
