import type { FormProps } from 'antd';
import type { CSSProperties } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';

// Labels beside the fields on a desktop, above them on a phone (375 px).
export function useTradeFormLayout(): Pick<FormProps, 'layout' | 'labelCol' | 'wrapperCol' | 'requiredMark'> {
  const mobile = useMediaQuery(MOBILE_QUERY);
  return mobile
    ? { layout: 'vertical', requiredMark: false }
    : // A zero basis keeps wide content (the risk warning) beside its label instead of wrapping below it.
      { layout: 'horizontal', labelCol: { flex: '132px' }, wrapperCol: { flex: '1 1 0' }, requiredMark: false };
}

// Fields without a label (agreements, buttons) line up with the labelled ones on a desktop.
export function useTailLayout(): { wrapperCol?: { style?: CSSProperties } } {
  const mobile = useMediaQuery(MOBILE_QUERY);
  return mobile ? {} : { wrapperCol: { style: { marginLeft: 132 } } };
}
