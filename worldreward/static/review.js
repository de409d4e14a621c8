// worldreward label review page: one escalated item at a time, keyboard driven.
"use strict";
const AXES = ["action", "appearance", "motion"];
const KEYS = { a: "accept", f: "flip", t: "tie" };
const token = document.querySelector('meta[name="review-token"]').content;
let index = 0, total = 0, focus = 0, choices = {}, item = null;
// requests in progress: keys wait until the page shows the item they would act on (a choice typed
// while the next item loads used to land on the old one and be wiped when the new one arrived)
let busy = 0;

async function whileBusy(work) {
  busy += 1;
  try { return await work(); } finally { busy -= 1; }
}

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  Object.entries(attrs || {}).forEach(([k, v]) => (k === "class" ? (e.className = v) : e.setAttribute(k, v)));
  kids.forEach((k) => e.append(k instanceof Node ? k : document.createTextNode(String(k ?? ""))));
  return e;
}

async function getJSON(url) {
  const r = await fetch(url, { cache: "no-store" });
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.json();
}

function renderAxes() {
  document.querySelectorAll(".axis").forEach((row, i) => {
    const axis = row.dataset.axis;
    row.classList.toggle("focus", i === focus);
    row.querySelector(".teacher").textContent = item ? `teacher: ${item.teacher_axes[axis]}` : "";
    row.querySelectorAll("button").forEach((b) => b.classList.toggle("on", choices[axis] === b.dataset.choice));
  });
}

function renderReasoning(review) {
  const box = document.getElementById("reasoning");
  box.replaceChildren();
  const t = el("table", {}, el("tr", {}, el("th", {}, "slot"), el("th", {}, "Video A"), el("th", {}, "Video B"), el("th", {}, "winner")));
  review.action_control.actions.forEach((s) =>
    t.append(el("tr", {}, el("td", {}, `${s.action_id}: ${s.action_label}`), el("td", {}, s.video_a_analysis),
      el("td", {}, s.video_b_analysis), el("td", {}, s.winner))));
  box.append(t, el("p", {}, `Action summary (${review.action_control.overall_winner}): ${review.action_control.overall_summary}`));
  const vq = review.visual_quality;
  const v = el("table", {}, el("tr", {}, el("th", {}, "dimension"), el("th", {}, "Video A"), el("th", {}, "Video B"), el("th", {}, "winner")));
  ["temporal_consistency", "dynamic_generation_quality", "artifacts_and_structure_integrity"].forEach((d) =>
    v.append(el("tr", {}, el("td", {}, d), el("td", {}, vq[d].video_a_analysis), el("td", {}, vq[d].video_b_analysis), el("td", {}, vq[d].winner))));
  box.append(v, el("p", {}, `Visual summary (${vq.overall_winner}): ${vq.overall_summary}`));
}

function render() {
  document.getElementById("where").textContent =
    `item ${index + 1} / ${total} · ${item.pair_id} chunk ${item.chunk_index}` + (item.decision ? " · decided" : "");
  const grid = item.images.find((im) => im.name === "grid");
  document.getElementById("grid").replaceChildren(...(grid ? [el("img", { src: grid.url, alt: "keyframe grid" })] : ["no grid image"]));
  document.getElementById("thumbs").replaceChildren(...item.images.filter((im) => im.name !== "grid")
    .map((im) => el("figure", {}, el("img", { src: im.url, alt: im.name }), el("figcaption", {}, im.name))));
  renderReasoning(item.review);
  const f = document.getElementById("findings");
  f.replaceChildren(...(item.reasons || []).map((r) => el("p", {}, r)));
  const c = document.getElementById("claims");
  c.replaceChildren(el("table", {}, ...(item.claims || []).map((cl) =>
    el("tr", {}, el("td", { class: cl.verdict }, cl.verdict), el("td", {}, `${cl.field} · ${cl.kind}${cl.direction ? " " + cl.direction : ""}`),
      el("td", {}, `“${cl.text}” — ${cl.reason}`)))));
  renderAxes();
}

async function load(i) {
  if (total === 0) {
    document.getElementById("where").textContent = "the queue is empty";
    return;
  }
  index = Math.max(0, Math.min(total - 1, i));
  item = await whileBusy(() => getJSON(`/api/item/${index}`));
  choices = item.decision ? { ...item.decision.axes } : {};
  focus = 0;
  document.getElementById("msg").textContent = "";
  render();
}

async function refreshStatus() {
  const q = await getJSON("/api/queue");
  total = q.total;
  document.getElementById("status").textContent = `${q.decided} of ${q.total} decided`;
  return q;
}

async function submit() {
  const missing = AXES.filter((a) => !choices[a]);
  if (missing.length) {
    document.getElementById("msg").textContent = `decide ${missing.join(", ")} first`;
    return;
  }
  await whileBusy(async () => {
    const r = await fetch("/api/decision", {
      method: "POST", headers: { "Content-Type": "application/json", "X-Review-Token": token },
      body: JSON.stringify({ queue_id: item.queue_id, axes: choices }),
    });
    const out = await r.json();
    if (!r.ok) { document.getElementById("msg").textContent = `error: ${out.error}`; return; }
    await refreshStatus();
    document.getElementById("msg").textContent = "saved";
    if (out.decided < out.total) await load(out.next_undecided);
    else { item.decision = out.decision; render(); document.getElementById("msg").textContent = "all items decided"; }
    document.body.dataset.saved = String(out.decided);  // once the next item is on screen
  });
}

function choose(choice) {
  choices[AXES[focus]] = choice;
  focus = Math.min(AXES.length - 1, focus + 1);
  renderAxes();
}

document.addEventListener("keydown", (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || !item || busy) return;
  const k = ev.key;
  if (KEYS[k]) choose(KEYS[k]);
  else if (k === "1" || k === "2" || k === "3") focus = Number(k) - 1;
  else if (k === "ArrowDown") focus = Math.min(AXES.length - 1, focus + 1);
  else if (k === "ArrowUp") focus = Math.max(0, focus - 1);
  else if (k === "j") { load(index + 1); return; }
  else if (k === "k") { load(index - 1); return; }
  else if (k === "Enter") { ev.preventDefault(); submit(); return; }
  else return;
  ev.preventDefault();
  renderAxes();
});

document.querySelectorAll(".axis").forEach((row, i) => {
  row.addEventListener("click", () => { focus = i; renderAxes(); });
  row.querySelectorAll("button").forEach((b) => b.addEventListener("click", (ev) => {
    ev.stopPropagation();
    if (busy) return;
    focus = i; choose(b.dataset.choice);
  }));
});
document.getElementById("submit").addEventListener("click", () => { if (!busy) submit(); });

(async () => {
  const q = await refreshStatus();
  await load(q.first_undecided);
  document.body.dataset.ready = "1";
})();
