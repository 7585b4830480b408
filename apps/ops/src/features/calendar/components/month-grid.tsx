import type { CalendarYearResponse } from '@fund-direct/domain/contracts/ops';
import { Tooltip } from 'antd';
import './month-grid.css';

type Day = CalendarYearResponse['days'][number];

const WEEK_HEAD = ['一', '二', '三', '四', '五', '六', '日'];

function kindOf(day: Day): string {
  if (day.trading) return 'trading';
  if (day.makeUpWorkday) return 'make-up';
  if (day.holiday) return 'holiday';
  return 'weekend';
}

function titleOf(day: Day): string {
  if (day.trading) return `${day.date} 交易日`;
  if (day.makeUpWorkday) return `${day.date} 调休上班（交易所休市）`;
  if (day.holiday) return `${day.date} ${day.holiday}（休市）`;
  return `${day.date} 周末休市`;
}

// One month, Monday first: trading days plain, holidays red, make-up working weekends orange, weekends grey.
export function MonthGrid({ month, days }: { month: number; days: readonly Day[] }) {
  const lead = days[0] ? (days[0].weekday + 6) % 7 : 0;
  return (
    <div className="calendar-month" aria-label={`${String(month)} 月`}>
      <div className="calendar-month__title">{month} 月</div>
      <div className="calendar-month__grid">
        {WEEK_HEAD.map((name) => (
          <div key={name} className="calendar-month__head">
            {name}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${String(i)}`} />
        ))}
        {days.map((day) => (
          <Tooltip key={day.date} title={titleOf(day)}>
            <div className={`calendar-month__day calendar-month__day--${kindOf(day)}`}>{Number(day.date.slice(8))}</div>
          </Tooltip>
        ))}
      </div>
    </div>
  );
}
