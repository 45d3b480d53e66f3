import { ZoomControl } from 'react-leaflet';
import { commonText } from '../lib/common-text';

/**
 * Leaflet's + and − with their titles in the language being read (Leaflet's own say 'Zoom in' and
 * 'Zoom out' whatever the page's language): maps set `zoomControl={false}` and draw this instead.
 */
export function MapZoomControl() {
  return (
    <ZoomControl
      zoomInTitle={commonText('common.map.zoomIn')}
      zoomOutTitle={commonText('common.map.zoomOut')}
    />
  );
}
