import './history-timeline.css';
import type { AboutUsResponse } from '@fund-direct/domain/contracts';
import { SectionTitle } from '@/components/section-title.tsx';

// 发展历程: the milestones as a timeline, newest first.
export function HistoryTimeline({ history }: { history: AboutUsResponse['history'] }) {
  const milestones = [...history.milestones].sort((a, b) => b.year - a.year || b.month - a.month);
  return (
    <section id="history" className="fd-about__section" aria-labelledby="fd-about-history">
      <SectionTitle id="fd-about-history" title={history.title} />
      <ol className="fd-timeline">
        {milestones.map((item) => (
          <li key={`${item.year}-${item.month}-${item.text}`} className="fd-timeline__item">
            <p className="fd-timeline__date">
              <span className="fd-timeline__year">{item.year}</span>年{item.month}月
            </p>
            <p className="fd-timeline__text">{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
