import { CloudOff } from 'lucide-react';
import './map.css';

/**
 * A small chip in the map's top-left corner, said when the tiles could not load, so the plainer
 * outline is not a surprise. Fitted places stay clear of it (CLEAR_OF_OVERLAYS).
 */
export function OfflineNotice({ text }: { text: string }) {
  return (
    <p className="map-offline" role="status">
      <CloudOff aria-hidden="true" />
      {text}
    </p>
  );
}
