// Tabs as the ARIA pattern has them: one tab in the tab order, arrow keys (and Home/End) move
// between tabs and show their panels, each panel labelled by its tab.

export function createTabs(tablist, { onShow }) {
  const tabs = [...tablist.querySelectorAll("[role=tab]")];
  function select(tab, { focus = false } = {}) {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      document.getElementById(other.getAttribute("aria-controls")).hidden = !selected;
    }
    if (focus) tab.focus();
    onShow(tab.dataset.tab);
  }
  for (const tab of tabs) {
    tab.addEventListener("click", () => select(tab));
    tab.addEventListener("keydown", (event) => {
      const index = tabs.indexOf(tab);
      const next = {
        ArrowRight: tabs[(index + 1) % tabs.length],
        ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
        Home: tabs[0],
        End: tabs.at(-1),
      }[event.key];
      if (!next) return;
      event.preventDefault();
      select(next, { focus: true });
    });
  }
  return { show: (name) => select(tabs.find((tab) => tab.dataset.tab === name)) };
}
