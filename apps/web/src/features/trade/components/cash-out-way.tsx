import { Alert, Button, Form, Radio, type FormInstance } from 'antd';
import { useEffect } from 'react';
import type { InstantRoomResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { isPositive, moneyGt } from '@fund-direct/domain/money';
import { INSTANT_TEXT, instantAmount } from '@fund-direct/domain/trade';
import { useTailLayout } from './trade-form-layout.ts';

export type CashOutWay = 'instant' | 'ordinary';

// The money 快速取现 would pay for the typed shares, and whether it passes today's room.
export function instantAbove(shares: string, room: InstantRoomResponse | undefined): boolean {
  if (!room || !/^\d+(\.\d{1,2})?$/.test(shares)) return false;
  return moneyGt(instantAmount(shares, room.nav), room.available);
}

interface CashOutWayItemProps {
  form: FormInstance;
  room: InstantRoomResponse | undefined;
  // The ordinary redemption's arrival date (T+n of the fund).
  arrivalDate: string | undefined;
}

// 取现方式 of a money fund: which way is faster and what each costs, side by side; 快速取现 only while today's room lasts.
export function CashOutWayItem({ form, room, arrivalDate }: CashOutWayItemProps) {
  const way = Form.useWatch('way', form) as CashOutWay | undefined;
  const noRoom = room !== undefined && !isPositive(room.available);
  useEffect(() => {
    if (noRoom && way === 'instant') form.setFieldValue('way', 'ordinary');
  }, [noRoom, way, form]);

  return (
    <Form.Item label={INSTANT_TEXT.wayLabel} name="way">
      <Radio.Group
        className="fd-cash-out"
        options={[
          {
            value: 'instant',
            disabled: noRoom,
            label: (
              <span className="fd-cash-out__option">
                <strong>{INSTANT_TEXT.instant}</strong>
                <span className="fd-cash-out__note">{INSTANT_TEXT.instantNote}</span>
                {room ? <span className="fd-cash-out__room">{INSTANT_TEXT.room(formatMoney(room.available))}</span> : null}
              </span>
            ),
          },
          {
            value: 'ordinary',
            label: (
              <span className="fd-cash-out__option">
                <strong>{INSTANT_TEXT.ordinary}</strong>
                <span className="fd-cash-out__note">
                  {INSTANT_TEXT.ordinaryNote(arrivalDate ? `预计${formatDate(arrivalDate)}` : '按基金规定日期')}
                </span>
              </span>
            ),
          },
        ]}
      />
    </Form.Item>
  );
}

// Shares worth more than today's room: say so, and offer the ordinary way in one press.
export function InstantAboveRoom({ form, room, shares }: { form: FormInstance; room: InstantRoomResponse | undefined; shares: string }) {
  const tail = useTailLayout();
  const way = Form.useWatch('way', form) as CashOutWay | undefined;
  if (way !== 'instant' || !room || !instantAbove(shares, room)) return null;
  return (
    <Form.Item {...tail}>
      <Alert
        type="warning"
        showIcon
        title={INSTANT_TEXT.aboveRoom(formatMoney(room.available))}
        action={
          <Button size="small" onClick={() => form.setFieldValue('way', 'ordinary')}>
            {INSTANT_TEXT.useOrdinary}
          </Button>
        }
      />
    </Form.Item>
  );
}
