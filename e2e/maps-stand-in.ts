import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * What the stand-in Maps JavaScript API recorded in the page: each map's zoom calls (the
 * constructor's, then setZoom/moveCamera/setOptions) and each marker's title and position.
 */
export interface MapsRecord {
  key: string | null;
  maps: { zoomCalls: number[]; center: { lat: number; lng: number } | null }[];
  markers: { title: string; position: { lat: number; lng: number }; onMap: boolean }[];
}

/**
 * The part of the Maps JavaScript API @vis.gl/react-google-maps uses, run in the page as Google's
 * script is: it takes the key and callback from its own address, defines google.maps (importLibrary,
 * Map, Marker, LatLng, event, Settings), records what the app asks of it on window.__mapsStandIn,
 * then calls the callback, as the real API does once loaded. Markers are buttons, as Google's
 * clickable markers are, so a test clicks one by its title.
 */
function standInApi() {
  type Literal = { lat: number; lng: number };
  type Listener = (...args: unknown[]) => void;
  const script = document.currentScript as HTMLScriptElement;
  const params = new URL(script.src).searchParams;
  const maps = (window as unknown as { google: { maps: Record<string, unknown> } }).google.maps;
  const record: {
    key: string | null;
    maps: { zoomCalls: number[]; center: Literal | null }[];
    markers: { title: string; position: Literal; onMap: boolean }[];
  } = { key: params.get('key'), maps: [], markers: [] };
  (window as unknown as { __mapsStandIn: typeof record }).__mapsStandIn = record;

  const listeners = new Map<object, Map<string, Set<Listener>>>();
  const event = {
    addListener(target: object, name: string, handler: Listener) {
      const byName = listeners.get(target) ?? new Map<string, Set<Listener>>();
      listeners.set(target, byName);
      const set = byName.get(name) ?? new Set<Listener>();
      byName.set(name, set);
      set.add(handler);
      return { remove: () => set.delete(handler) };
    },
    clearInstanceListeners(target: object) {
      listeners.delete(target);
    },
    trigger(target: object, name: string, ...args: unknown[]) {
      for (const handler of listeners.get(target)?.get(name) ?? []) handler(...args);
    },
  };
  class LatLng {
    constructor(
      private readonly latitude: number,
      private readonly longitude: number,
    ) {}
    lat() {
      return this.latitude;
    }
    lng() {
      return this.longitude;
    }
    toJSON(): Literal {
      return { lat: this.latitude, lng: this.longitude };
    }
  }
  const literal = (value: Literal | LatLng): Literal =>
    value instanceof LatLng ? value.toJSON() : { lat: Number(value.lat), lng: Number(value.lng) };

  class StandInMap {
    private readonly state: { zoomCalls: number[]; center: Literal | null } = { zoomCalls: [], center: null };
    private zoom: number | undefined;
    constructor(
      private readonly div: HTMLElement,
      options: { zoom?: number; center?: Literal } = {},
    ) {
      record.maps.push(this.state);
      div.classList.add('stand-in-map');
      this.setOptions(options);
    }
    getDiv() {
      return this.div;
    }
    setOptions(options: { zoom?: number; center?: Literal | LatLng }) {
      this.moveCamera(options);
    }
    moveCamera(camera: { zoom?: number; center?: Literal | LatLng }) {
      if (camera.center) this.state.center = literal(camera.center);
      if (typeof camera.zoom === 'number') this.setZoom(camera.zoom);
    }
    setZoom(zoom: number) {
      this.zoom = zoom;
      this.state.zoomCalls.push(zoom);
    }
    getZoom() {
      return this.zoom;
    }
    setCenter(center: Literal | LatLng) {
      this.state.center = literal(center);
    }
    getCenter() {
      return this.state.center ? new LatLng(this.state.center.lat, this.state.center.lng) : undefined;
    }
    getHeading() {
      return 0;
    }
    getTilt() {
      return 0;
    }
    getBounds() {
      return undefined;
    }
    fitBounds() {}
    addListener(name: string, handler: Listener) {
      return event.addListener(this, name, handler);
    }
  }

  class StandInMarker {
    private readonly element = document.createElement('button');
    private readonly state: { title: string; position: Literal; onMap: boolean };
    constructor(options: { title?: string; position?: Literal | LatLng } = {}) {
      this.state = { title: '', position: { lat: 0, lng: 0 }, onMap: false };
      record.markers.push(this.state);
      this.element.type = 'button';
      this.element.className = 'stand-in-marker';
      this.element.addEventListener('click', () => {
        const at = this.state.position;
        event.trigger(this, 'click', { latLng: new LatLng(at.lat, at.lng) });
      });
      this.setOptions(options);
    }
    setOptions(options: { title?: string; position?: Literal | LatLng }) {
      if (options.title !== undefined) {
        this.state.title = options.title;
        this.element.textContent = options.title;
      }
      if (options.position) this.setPosition(options.position);
    }
    setPosition(position: Literal | LatLng) {
      this.state.position = literal(position);
    }
    setDraggable() {}
    setMap(map: StandInMap | null) {
      this.state.onMap = map !== null;
      if (map) map.getDiv().append(this.element);
      else this.element.remove();
    }
  }

  const libraries: Record<string, object> = {
    core: { LatLng, event },
    maps: { Map: StandInMap },
    marker: { Marker: StandInMarker },
  };
  Object.assign(maps, {
    version: '3.62.0',
    LatLng,
    event,
    Map: StandInMap,
    Marker: StandInMarker,
    Settings: { getInstance: () => ({}) },
    importLibrary: async (name: string) => libraries[name] ?? {},
  });
  const callback = (params.get('callback') ?? '')
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], window);
  if (typeof callback === 'function') callback();
}

// A transparent 1×1 PNG: Leaflet sizes tiles itself.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The outside map services, started by the test on 127.0.0.1 over HTTPS (a configured tile
 * server must be https; the certificate is made here, for this run only): the Maps JavaScript API
 * at /maps/api/js and a tile server at /tiles/{z}/{x}/{y}.png. Records every path asked for.
 */
export async function startMapsStandIn() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-maps-stand-in-'));
  const keyFile = path.join(folder, 'key.pem');
  const certFile = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const requested: string[] = [];
  const api = `(${standInApi.toString()})();`;
  const server = createServer(
    { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) },
    (req, res) => {
      const url = new URL(req.url ?? '/', 'https://127.0.0.1');
      requested.push(url.pathname + url.search);
      if (url.pathname === '/maps/api/js') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(api);
      } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
        res.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
      } else {
        res.writeHead(404).end();
      }
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requested,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
