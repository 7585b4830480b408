import { useRef } from 'react';
import { Link } from 'react-router';
import type { AdvertListResponse } from '@fund-direct/domain/contracts';
import { MOBILE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';
import { useNearViewport } from '@/components/use-near-viewport.ts';

type BannerVideo = NonNullable<AdvertListResponse['bannerVideo']>;

// The configured banner video: muted, with its poster; it plays by itself only on wide screens
// once in view (never on mobile data, never with reduced motion).
export function HomeVideo({ video }: { video: BannerVideo }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, '0px');
  const mobile = useMediaQuery(MOBILE_QUERY);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const autoPlay = near && !mobile && !reduced;
  return (
    <section ref={ref} className="fd-home-video" aria-labelledby="fd-video-title">
      <h2 id="fd-video-title" className="fd-home-video__title">
        {video.title}
      </h2>
      <video
        className="fd-home-video__player"
        poster={video.poster}
        src={near ? video.videoUrl : undefined}
        preload="none"
        muted
        playsInline
        loop={autoPlay}
        autoPlay={autoPlay}
        controls
        width={640}
        height={360}
      />
      {video.link ? (
        <Link className="fd-more-link" to={video.link}>
          观看完整视频
        </Link>
      ) : null}
    </section>
  );
}
