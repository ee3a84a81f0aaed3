import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
const html = `<h1>Title &amp; more</h1><p>Hello <strong>world</strong>&nbsp;x<br />y <br>z</p><table><tr><td><p>A</p></td><td><p>B &lt; C</p></td></tr></table><p>It’s “fine” &copy; <img src="x"> <a href="http://x">link</a></p>`;
const doc = new DOMParser({ onError: (l: string, m: string) => console.log("ERR", l, m) }).parseFromString(`<div>${html}</div>`, "text/html");
console.log(doc.documentElement?.nodeName, doc.childNodes.length);
const walk = (n: any, d = 0) => { console.log(" ".repeat(d) + n.nodeType + " " + n.nodeName + " " + JSON.stringify(n.nodeValue)); for (let i = 0; i < (n.childNodes?.length ?? 0); i++) walk(n.childNodes[i], d + 1); };
walk(doc);
