// The Page Viewer's snippet frame (spec 3 §2.9). The widget loads this document in an iframe with
// sandbox="allow-scripts" and posts it the admin's HTML; the frame injects it and loads its script
// tags in order, honouring async and defer, then reports its height. The response's own CSP makes
// it an opaque origin even when opened directly, so a snippet can never read the portal's cookies
// or call its API with them. A srcdoc frame would inherit the portal's strict CSP and block the
// very scripts a snippet exists to run.
import { VIEWER_MESSAGES } from '@atrium/contracts';

export const VIEWER_FRAME_CSP = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms',
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  "frame-ancestors 'self'",
].join('; ');

const BOOTSTRAP = `(function () {
  var M = ${JSON.stringify(VIEWER_MESSAGES)};
  var started = false;
  function report() {
    parent.postMessage({ type: M.height, height: Math.ceil(document.documentElement.getBoundingClientRect().height) }, '*');
  }
  if (window.ResizeObserver) new ResizeObserver(report).observe(document.documentElement);
  window.addEventListener('load', report);
  function copy(old) {
    var script = document.createElement('script');
    for (var i = 0; i < old.attributes.length; i++) script.setAttribute(old.attributes[i].name, old.attributes[i].value);
    script.text = old.text;
    return script;
  }
  // One script at a time: an external one blocks the next until it has loaded (or failed).
  function run(old) {
    return new Promise(function (done) {
      var script = copy(old);
      var isExternal = old.hasAttribute('src');
      if (isExternal) {
        script.async = false;
        script.onload = script.onerror = function () { done(); };
      }
      old.parentNode.replaceChild(script, old);
      if (!isExternal) done();
    });
  }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || started || !data || data.type !== M.html || typeof data.html !== 'string') return;
    started = true;
    var holder = document.getElementById('snippet');
    holder.innerHTML = data.html;
    var inOrder = [];
    var deferred = [];
    Array.prototype.forEach.call(holder.querySelectorAll('script'), function (old) {
      var isExternal = old.hasAttribute('src');
      if (isExternal && old.hasAttribute('async')) old.parentNode.replaceChild(copy(old), old);
      else if (isExternal && old.hasAttribute('defer')) deferred.push(old);
      else inOrder.push(old);
    });
    inOrder.concat(deferred).reduce(function (chain, old) {
      return chain.then(function () { return run(old); });
    }, Promise.resolve()).then(report);
    report();
  });
  parent.postMessage({ type: M.ready }, '*');
})();`;

export const VIEWER_FRAME_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Embedded content</title>
<style>html,body{margin:0;padding:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow:hidden}#snippet{display:flow-root}</style>
</head>
<body>
<div id="snippet"></div>
<script>${BOOTSTRAP}</script>
</body>
</html>`;
