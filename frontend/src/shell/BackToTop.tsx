// A back-to-top control once the page has scrolled more than 500 px (spec 000 §9).
import { useEffect, useState } from 'react';
import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslate } from 'ra-core';

export const BACK_TO_TOP_AFTER_PX = 500;

export const BackToTop = () => {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={shown}>
      <Fab
        size="small"
        color="primary"
        aria-label={translate('app.shell.back_to_top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, right: 24 }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
};
