import { EXPRESS_BUTTON_CLASS, ExpressMenu, ExpressMenuLabel } from '../../views/expressMenu/ExpressMenu';
import { AfterFirstPaint, StandInButton } from './AfterFirstPaint';

/**
 * The fast-operation menu starts its machine, and so its call, once the page under the header
 * has been painted (issue 7: header services after the first paint). Until then a look-alike of
 * its button holds the place, so nothing moves.
 */
export function DeferredExpressMenu() {
  return (
    <AfterFirstPaint
      standIn={
        <StandInButton className={EXPRESS_BUTTON_CLASS}>
          <ExpressMenuLabel />
        </StandInButton>
      }
    >
      <ExpressMenu />
    </AfterFirstPaint>
  );
}
