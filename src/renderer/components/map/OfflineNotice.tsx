import './map.css';

/** Said over a map whose tiles could not load, so the plainer outline under it is not a surprise. */
export function OfflineNotice({ text }: { text: string }) {
  return (
    <p className="map-offline" role="status">
      {text}
    </p>
  );
}
