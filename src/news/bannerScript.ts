/**
 * The inline script of pages that show the pinned-news banner (src/components/NewsBanner.tsx), written into the
 * head by pages/+Head.tsx right after `<meta name="news-banner" content="<slug>">`. Before the first paint it marks
 * the page `news-banner-js` (the dismiss button shows) and, when this banner's slug was dismissed before,
 * `news-banner-dismissed` (the banner is never drawn: no layout shift). A click on the dismiss button remembers the
 * slug in localStorage, so a new pinned post shows again. Without JavaScript the banner simply shows.
 *
 * CAREFUL HERE: the Content-Security-Policy allows it by the SHA-256 of these exact bytes (scripts/deploy/policy.ts):
 * any change needs `npm run deploy:nginx`. It names nothing that differs between pages, and stays under 1 KiB.
 */
export const NEWS_BANNER_SCRIPT =
  '(function(){var ' +
  "d=document.documentElement,k='reelfi-news-banner-dismissed',m=document.querySelector('meta[name=news-banner]');" +
  "d.classList.add('news-banner-js');" +
  "try{if(m&&localStorage.getItem(k)===m.content)d.classList.add('news-banner-dismissed')}catch(e){}" +
  "document.addEventListener('click',function(e){var b=e.target instanceof " +
  "Element&&e.target.closest('[data-news-banner-dismiss]');" +
  "if(!b)return;try{localStorage.setItem(k,b.value)}catch(e){}d.classList.add('news-banner-dismissed')})})()"
