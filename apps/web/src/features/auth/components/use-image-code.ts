import { useCallback, useEffect, useState } from 'react';
import { sendImageCode } from '../api/send-image-code.ts';

export interface ImageCodeState {
  imageCodeId: string | null;
  svg: string | null;
  refresh: () => void;
}

// An image code is single use: refresh after every call that used it.
export function useImageCode(enabled = true): ImageCodeState {
  const [state, setState] = useState<{ imageCodeId: string | null; svg: string | null }>({ imageCodeId: null, svg: null });
  const refresh = useCallback(() => {
    sendImageCode()
      .then((data) => setState({ imageCodeId: data.imageCodeId, svg: data.svg }))
      .catch(() => setState({ imageCodeId: null, svg: null }));
  }, []);
  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);
  return { ...state, refresh };
}
