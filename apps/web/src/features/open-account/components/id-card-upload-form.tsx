import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  ACCOUNT_OPENING_TEXT,
  detectImageType,
  ID_CARD_IMAGE_MAX_BYTES,
  ID_CARD_SIDE_LABELS,
  ID_CARD_SIDES,
  type IdCardSide,
  type IdCardUploadResponse,
} from '@fund-direct/domain/contracts';
import { toast } from '@/lib/feedback.ts';
import { useUploadIdCard } from '../api/upload-id-card.ts';

interface Picked {
  file: File;
  url: string;
}

// The same checks as the server before anything is sent: size, and the type read from the bytes.
async function checkImage(file: File): Promise<string | null> {
  if (file.size > ID_CARD_IMAGE_MAX_BYTES) return ACCOUNT_OPENING_TEXT.imageTooLarge;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return detectImageType(head) ? null : ACCOUNT_OPENING_TEXT.imageType;
}

interface SidePickerProps {
  side: IdCardSide;
  picked: Picked | undefined;
  onPick: (file: File) => void;
}

function SidePicker({ side, picked, onPick }: SidePickerProps) {
  const inputId = `fd-id-card-${side}`;
  return (
    <label className="fd-id-card__side" htmlFor={inputId}>
      {picked ? (
        <img className="fd-id-card__preview" src={picked.url} alt={`身份证${ID_CARD_SIDE_LABELS[side]}预览`} />
      ) : (
        <span className="fd-id-card__placeholder">+ 上传{ID_CARD_SIDE_LABELS[side]}</span>
      )}
      <span className="fd-id-card__caption">身份证{ID_CARD_SIDE_LABELS[side]}</span>
      <input
        id={inputId}
        className="fd-id-card__input"
        type="file"
        accept="image/jpeg,image/png"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </label>
  );
}

interface IdCardUploadFormProps {
  rejectReason?: string | null;
  submitText?: string;
  onUploaded: (result: IdCardUploadResponse) => void;
}

// Step 2 and update_id_card: both sides (JPG/PNG, at most 10 MB), previewed before sending.
export function IdCardUploadForm({ rejectReason, submitText = '提交审核', onUploaded }: IdCardUploadFormProps) {
  const [picked, setPicked] = useState<Partial<Record<IdCardSide, Picked>>>({});
  const upload = useUploadIdCard();

  const latest = useRef(picked);
  latest.current = picked;
  useEffect(
    () => () => {
      for (const item of Object.values(latest.current)) URL.revokeObjectURL(item.url);
    },
    [],
  );

  const pick = async (side: IdCardSide, file: File) => {
    const problem = await checkImage(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    const replaced = latest.current[side];
    if (replaced) URL.revokeObjectURL(replaced.url);
    const next = { ...latest.current, [side]: { file, url: URL.createObjectURL(file) } };
    latest.current = next;
    setPicked(next);
  };

  const submit = async () => {
    if (!picked.front || !picked.back) {
      toast.error(ACCOUNT_OPENING_TEXT.imageMissing);
      return;
    }
    try {
      onUploaded(await upload.mutateAsync({ front: picked.front.file, back: picked.back.file }));
    } catch {
      // The http client has shown the message.
    }
  };

  return (
    <div className="fd-id-card">
      {rejectReason ? (
        <Alert type="error" showIcon className="fd-id-card__alert" message="身份证照片审核未通过" description={rejectReason} />
      ) : null}
      <p className="fd-id-card__hint">请上传本人身份证原件照片，四角完整、文字清晰；支持JPG、PNG格式，每张不超过10MB。</p>
      <div className="fd-id-card__sides">
        {ID_CARD_SIDES.map((side) => (
          <SidePicker key={side} side={side} picked={picked[side]} onPick={(file) => void pick(side, file)} />
        ))}
      </div>
      <Button type="primary" size="large" loading={upload.isPending} onClick={() => void submit()}>
        {submitText}
      </Button>
    </div>
  );
}
