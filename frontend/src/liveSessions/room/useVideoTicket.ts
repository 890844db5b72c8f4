// How this participant enters the call (POST /api/meetings/:id/video-ticket): the embedded mesh stays on this
// page; a BigBlueButton session sends the browser to its signed join address. Where the page already knows the
// session uses the embedded mesh, it asks for nothing: the signalling's join answers the ICE servers itself, so
// the call starts one round trip sooner.
import { useEffect, useState } from 'react';
import { httpClient } from '../../dataProvider';
import { useErrorText } from '../../errors/errorText';

export type VideoTicket =
  { kind: 'pending' } | { kind: 'embedded' } | { kind: 'redirecting' } | { kind: 'refused'; message: string | null };

export function useVideoTicket(meetingId: string, participantId: string, provider?: string): VideoTicket {
  const embedded = provider === 'no_provider';
  const [ticket, setTicket] = useState<VideoTicket>({ kind: embedded ? 'embedded' : 'pending' });
  const errorText = useErrorText();
  useEffect(() => {
    if (embedded) return;
    let current = true;
    httpClient(`/api/meetings/${meetingId}/video-ticket`, { method: 'POST', body: JSON.stringify({ participant_id: participantId }) })
      .then(({ json }) => {
        if (!current) return;
        const answer = json as { provider: string; join_url?: string };
        if (answer.provider === 'big_blue_button' && answer.join_url) {
          setTicket({ kind: 'redirecting' });
          window.location.assign(answer.join_url);
        } else setTicket({ kind: 'embedded' });
      })
      .catch((error: unknown) => {
        // the refusal's reason, translated when it is a catalogue key (a 403 without one)
        if (current) setTicket({ kind: 'refused', message: errorText(error) });
      });
    return () => {
      current = false;
    };
  }, [meetingId, participantId, embedded]);
  return ticket;
}
