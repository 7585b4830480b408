import PlayCircleFilledSvg from '@ant-design/icons-svg/es/asn/PlayCircleFilled';
import { iconOf } from '@/components/svg-icon.tsx';
import './video-list.css';
import type { ArticleSummary } from '@fund-direct/domain/contracts';
import { Link } from 'react-router';
import { articleHref } from '@/components/article-href.ts';
import { formatDuration } from '../article-href.ts';

const PlayCircleFilled = iconOf(PlayCircleFilledSvg);

interface VideoListProps {
  videos: readonly ArticleSummary[];
  currentId?: number;
  label: string;
}

// Poster thumbnails of the viewpoint videos; the one playing is marked as current.
export function VideoList({ videos, currentId, label }: VideoListProps) {
  return (
    <ul className="fd-video-list" aria-label={label}>
      {videos.map((video) => {
        const current = video.id === currentId;
        const duration = formatDuration(video.durationSeconds);
        return (
          <li key={video.id} className={current ? 'fd-video-list__item fd-video-list__item--current' : 'fd-video-list__item'}>
            <Link to={articleHref(video)} className="fd-video-list__link" aria-current={current ? 'page' : undefined}>
              <span className="fd-video-list__thumb">
                {(video.poster ?? video.cover) ? (
                  <img src={video.poster ?? video.cover ?? ''} alt="" loading="lazy" width={128} height={72} />
                ) : null}
                <PlayCircleFilled className="fd-video-list__play" aria-hidden />
                {duration ? <span className="fd-video-list__duration">{duration}</span> : null}
              </span>
              <span className="fd-video-list__title">{video.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
