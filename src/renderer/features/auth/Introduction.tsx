import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button';
import { Picture } from '../../components/Picture';
import { shippedPhoto, type PhotoName } from '../../lib/photos';
import './auth.css';

const SLIDES = ['share', 'plan', 'points'] as const;
/** What each slide is about, as it looks: a market's food stalls, a street under Namsan, a street of shops. */
const PHOTOS: Record<(typeof SLIDES)[number], PhotoName> = {
  share: 'market-stall-shoppers',
  plan: 'namsan-tower-street',
  points: 'mangwon-market-street',
};
/** The slide's photo: the column's width less the page's sides (the reading column's on a wide screen). */
const SLIDE_PHOTO_SIZES = '(min-width: 1024px) 680px, calc(min(100vw, 480px) - 48px)';
const SWIPE_PX = 40;

/** Three slides about the app: swipe, arrow keys or the buttons; the last one starts the tutorial. */
export default function Introduction() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const last = index === SLIDES.length - 1;
  const go = (to: number) => setIndex(Math.min(SLIDES.length - 1, Math.max(0, to)));
  const start = () => navigate('/selectTravelTheme');

  return (
    <main className="page onboarding intro">
      <div className="auth-links intro-skip">
        <Button variant="quiet" onClick={start}>
          {t('introduction.skip')}
        </Button>
      </div>
      <h1 className="visually-hidden">{t('titles:introduction')}</h1>
      <section
        className="intro-viewport"
        aria-roledescription="carousel"
        aria-label={t('titles:introduction')}
        tabIndex={0}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(index + 1);
          if (e.key === 'ArrowLeft') go(index - 1);
        }}
        onPointerDown={(e) => {
          startX.current = e.clientX;
        }}
        onPointerUp={(e) => {
          if (startX.current === null) return;
          const dx = e.clientX - startX.current;
          startX.current = null;
          if (dx <= -SWIPE_PX) go(index + 1);
          if (dx >= SWIPE_PX) go(index - 1);
        }}
        onPointerCancel={() => {
          startX.current = null;
        }}
      >
        <div className="intro-track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {SLIDES.map((slide, i) => (
            <div
              key={slide}
              className="intro-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('introduction.slideLabel', { index: i + 1, total: SLIDES.length })}
              aria-hidden={i !== index}
            >
              <Picture
                className="intro-photo"
                url={shippedPhoto(PHOTOS[slide])}
                alt=""
                sizes={SLIDE_PHOTO_SIZES}
                eager={i === 0}
              />
              <h2>{t(`introduction.slides.${slide}.title`)}</h2>
              <p className="lead">{t(`introduction.slides.${slide}.text`)}</p>
            </div>
          ))}
        </div>
      </section>
      <div className="intro-dots">
        {SLIDES.map((slide, i) => (
          <button
            key={slide}
            type="button"
            className="intro-dot"
            aria-current={i === index}
            aria-label={t('introduction.slideLabel', { index: i + 1, total: SLIDES.length })}
            onClick={() => go(i)}
          >
            <span />
          </button>
        ))}
      </div>
      <div className="intro-nav">
        <Button disabled={index === 0} onClick={() => go(index - 1)}>
          {t('introduction.previous')}
        </Button>
        {last ? (
          <Button variant="primary" onClick={start}>
            {t('introduction.start')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => go(index + 1)}>
            {t('common:actions.next')}
          </Button>
        )}
      </div>
    </main>
  );
}
