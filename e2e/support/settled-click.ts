import type { Locator } from 'playwright-core';

// Playwright takes a control as stable after two animation frames at the same place; on a loaded machine a dropped
// frame passes that test while a dialog is still zooming in, and the click lands beside the button, on the dialog's
// mask, silently. Controls inside dialogs and pop-ups are clicked once the animations of the control and of every
// element holding it (the dialog's zoom) have finished.
export async function clickSettled(control: Locator): Promise<void> {
  await control.waitFor();
  await control.evaluate(async (element) => {
    const moving = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return target?.contains(element) && animation.effect?.getComputedTiming().iterations !== Infinity;
    });
    // An animation cancelled on the way (the element closed) rejects its promise: nothing is moving any more.
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
  await control.click();
}
