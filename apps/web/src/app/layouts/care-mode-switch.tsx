import { CARE_TEXT } from '@fund-direct/domain/constants';
import { setCareMode, useCareMode } from '@/lib/care-mode.ts';

// The header's 关怀模式 switch: one press either way, remembered by this browser.
export function CareModeSwitch() {
  const care = useCareMode();
  return (
    <button
      type="button"
      className="fd-care-switch"
      aria-pressed={care}
      aria-label={care ? CARE_TEXT.leaveLabel : CARE_TEXT.enterLabel}
      onClick={() => setCareMode(!care)}
    >
      {care ? CARE_TEXT.leave : CARE_TEXT.enter}
    </button>
  );
}
