import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAdvertList } from '../api/advert-list.ts';
import { useCareMode } from '@/lib/care-mode.ts';

const ROTATE_MS = 6000;
const PRELOAD_NEXT_MS = 3000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

// Position-1 adverts as a carousel; its height is reserved before the list arrives (no layout shift).
export function HomeBanner() {
  const adverts = useAdvertList();
  const slides = adverts.data?.list ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const care = useCareMode();
  // Only slides that have been shown (and the next one) load their image, so the first banner
  // does not share the network with the others.
  const [seen, setSeen] = useState(() => new Set([0]));
  useEffect(() => {
    if (slides.length === 0) return;
    const add = (i: number) => setSeen((prev) => (prev.has(i) ? prev : new Set([...prev, i])));
    add(index);
    const timer = setTimeout(() => add((index + 1) % slides.length), PRELOAD_NEXT_MS);
    return () => clearTimeout(timer);
  }, [index, slides.length]);

  useEffect(() => {
    // 关怀模式 keeps the banner still: it moves only when the visitor asks.
    if (paused || care || slides.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, care, slides.length]);

  return (
    <section
      className="fd-banner"
      aria-roledescription="carousel"
      aria-label="首页推荐"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h1 className="fd-visually-hidden">沣泽基金官方网站首页</h1>
      <div className="fd-banner__track">
        {slides.map((slide, i) => {
          const image = !seen.has(i) ? null : (
            <img
              src={slide.image}
              alt={slide.title}
              width={1920}
              height={520}
              className="fd-banner__image"
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
            />
          );
          return (
            <div
              key={slide.id}
              className={i === index ? 'fd-banner__slide fd-banner__slide--active' : 'fd-banner__slide'}
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
              aria-hidden={i !== index}
            >
              {slide.link ? (
                <Link to={slide.link} tabIndex={i === index ? 0 : -1}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {slides.length > 1 ? (
        <div className="fd-banner__dots" role="group" aria-label="切换推荐">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="fd-banner__dot"
              aria-label={`第${i + 1}张：${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
