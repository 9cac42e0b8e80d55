import type { BrowserContext } from '@playwright/test';

/**
 * Firebase's popup sign-in loads Google's gapi loader from https://apis.google.com/js/api.js, on the app's page and
 * inside the auth emulator's helper iframe, and uses its gapi.iframes messaging between the two. That host is
 * unreachable here, so this stand-in implements the part of gapi.iframes both sides call (context.open,
 * getParentIframe, register, send, ping, restyle) over window.postMessage. Everything else is real: the emulator's
 * IdP widget in the popup, its relay to the helper iframe, the credential exchange and the Firebase session.
 */
const GAPI_STAND_IN = String.raw`(function () {
  var FILTER = 'CROSS_ORIGIN_IFRAMES_FILTER';
  var channels = [];

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.waiting = [];
    this.replies = {};
    this.sequence = 0;
    this.readyCallbacks = [];
    this.isReady = false;
    channels.push(this);
  }
  Channel.prototype.post = function (message) {
    message.gapiStandIn = true;
    this.target.postMessage(message, '*');
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.waiting;
    this.waiting = [];
    for (var i = 0; i < waiting.length; i++) this.receive(waiting[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = ++this.sequence;
    if (callback) this.replies[id] = callback;
    this.post({ kind: 'call', type: type, data: data, id: id });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.isReady = true;
      var callbacks = this.readyCallbacks;
      this.readyCallbacks = [];
      for (var j = 0; j < callbacks.length; j++) callbacks[j]();
    } else if (message.kind === 'reply') {
      var callback = this.replies[message.id];
      delete this.replies[message.id];
      if (callback) {
        try { callback(message.responses); } catch (error) { /* the SDK may throw after reading the reply */ }
      }
    } else if (message.kind === 'call') {
      var handler = this.handlers[message.type];
      if (!handler) { this.waiting.push(message); return; }
      var responses = [];
      try { responses.push(handler(message.data)); } catch (error) { /* no answer from this handler */ }
      this.post({ kind: 'reply', id: message.id, responses: responses });
    }
  };

  window.addEventListener('message', function (event) {
    if (!event.data || event.data.gapiStandIn !== true) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) return channels[i].receive(event.data);
    }
  });

  function iframeFor(channel) {
    return {
      register: function (type, handler) { channel.register(type, handler); },
      send: function (type, data, callback) { channel.send(type, data, callback); },
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var done = function () { if (callback) callback(); resolve(); };
          if (channel.isReady) done(); else channel.readyCallbacks.push(done);
        });
      },
    };
  }

  var context = {
    open: function (options, onReady) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        var value = attributes[name];
        if (name === 'style' && typeof value === 'object') Object.assign(frame.style, value);
        else frame.setAttribute(name, String(value));
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var iframe = iframeFor(new Channel(frame.contentWindow));
      return Promise.resolve(onReady ? onReady(iframe) : iframe);
    },
    getParentIframe: function () {
      var channel = new Channel(window.parent);
      channel.post({ kind: 'ready' });
      return iframeFor(channel);
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {}, getContext: function () { return context; } },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

/** Serves the stand-in for Google's gapi loader to every page, frame and popup of the context. */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
}
