import { Viewer } from "@photo-sphere-viewer/core";
import "@photo-sphere-viewer/core/index.css";
import { useEffect, useRef } from "react";
import { panoramaCopy as copy } from "../copy/showcase";

/** Photo Sphere Viewer's own texts, in Norwegian. */
const lang = {
  zoom: "Zoom",
  zoomOut: "Zoom ut",
  zoomIn: "Zoom inn",
  moveUp: "Se opp",
  moveDown: "Se ned",
  moveLeft: "Se til venstre",
  moveRight: "Se til høyre",
  fullscreen: "Fullskjerm",
  loading: copy.loading,
  menu: "Meny",
  close: "Lukk",
  twoFingers: "Bruk to fingre for å se deg rundt",
  ctrlZoom: "Hold Ctrl og bruk hjulet for å zoome",
  loadError: copy.failed,
  webglError: copy.failed,
};

const prefersReducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The interactive 360 view (decisions 118 and 174). Loaded by PanoramaTour only when the
 * visitor starts it, so the library reaches no other page and no visitor who only scrolls
 * past. The arrow keys turn the view while it has focus, and only then: the library would
 * otherwise take them from the whole page. `autoFocus` takes the focus from the start button,
 * which goes away.
 */
export default function PanoramaViewer({
  src,
  title,
  autoFocus,
  onReady,
}: {
  src: string;
  title: string;
  autoFocus: boolean;
  onReady: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const shown = useRef(src);

  useEffect(() => {
    const reducedMotion = prefersReducedMotion();
    const instance = new Viewer({
      container: container.current!,
      panorama: shown.current,
      lang,
      keyboard: false,
      mousewheelCtrlKey: true,
      touchmoveTwoFingers: false,
      moveInertia: !reducedMotion,
      defaultZoomLvl: 20,
      navbar: ["zoom", "move", "fullscreen"],
    });
    instance.addEventListener("ready", onReady, { once: true });
    viewer.current = instance;
    if (autoFocus) container.current!.focus();
    return () => {
      viewer.current = null;
      instance.destroy();
    };
    // The viewer is made once; a new panorama goes through setPanorama below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (src === shown.current) return;
    shown.current = src;
    void viewer.current?.setPanorama(src, {
      transition: prefersReducedMotion() ? false : { speed: 600 },
    });
  }, [src]);

  return (
    <div
      ref={container}
      role="application"
      aria-roledescription="360°-visning"
      aria-label={copy.viewerLabel(title)}
      tabIndex={0}
      onFocus={() => viewer.current?.startKeyboardControl()}
      onBlur={() => viewer.current?.stopKeyboardControl()}
      className="absolute inset-0 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    />
  );
}
