// This participant's camera and microphone, mute and camera-off (the tracks stay
// and send silence / black, so nothing renegotiates), and screen sharing (the
// shared screen replaces the camera until sharing stops, by the button or by
// the browser's own "stop sharing").
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LocalMedia } from './useMeshCall';

export type MediaProblem = 'denied' | 'unavailable' | null;

export function useLocalMedia(audioOnly = false) {
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(audioOnly);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const cameraRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    let stopped = false;
    const constraints = {
      audio: true,
      video: audioOnly ? false : { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 15 } },
    };
    void navigator.mediaDevices
      .getUserMedia(constraints)
      .catch((error: Error) => {
        setProblem(error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
        // without a device one still joins: hearing and seeing the others
        return new MediaStream();
      })
      .then((stream) => {
        if (stopped) return stream.getTracks().forEach((t) => t.stop());
        cameraRef.current = stream;
        setCamera(stream);
      });
    return () => {
      stopped = true;
      cameraRef.current?.getTracks().forEach((t) => t.stop());
    };
  }, [audioOnly]);

  useEffect(() => camera?.getAudioTracks().forEach((t) => (t.enabled = !muted)), [camera, muted]);
  useEffect(() => camera?.getVideoTracks().forEach((t) => (t.enabled = !cameraOff)), [camera, cameraOff]);

  const stopSharing = useCallback(() => {
    setScreen((current) => {
      current?.getTracks().forEach((t) => t.stop());
      return null;
    });
  }, []);

  const startSharing = useCallback(async () => {
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      display.getVideoTracks()[0]?.addEventListener('ended', stopSharing);
      setScreen(display);
    } catch {
      // the user chose not to share: nothing changes
    }
  }, [stopSharing]);

  // What the others receive: the shared screen (or the camera) with the microphone.
  const [sent, setSent] = useState<MediaStream | null>(null);
  useEffect(() => {
    if (!camera) return;
    const video = screen?.getVideoTracks()[0] ?? camera.getVideoTracks()[0];
    setSent(new MediaStream([...(video ? [video] : []), ...camera.getAudioTracks()]));
  }, [camera, screen]);

  const local: LocalMedia | null = sent ? { stream: sent, muted, cameraOff: cameraOff && !screen, sharing: screen !== null } : null;
  return {
    local,
    problem,
    hasCamera: (camera?.getVideoTracks().length ?? 0) > 0,
    toggleMute: () => setMuted((m) => !m),
    toggleCamera: () => setCameraOff((c) => !c),
    toggleSharing: () => (screen ? stopSharing() : void startSharing()),
    stopAll: () => {
      screen?.getTracks().forEach((t) => t.stop());
      cameraRef.current?.getTracks().forEach((t) => t.stop());
    },
  };
}
