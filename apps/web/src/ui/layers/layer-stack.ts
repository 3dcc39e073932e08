// The stack of open layers — modals and drawers, innermost last. Escape closes only the innermost
// layer: while a palette, picker, menu or list is open inside it (or another dialog, such as a
// "Discard changes?" question, holds the focus) the key is theirs and the layer stays open.

export interface Layer {
  /** The layer's own element; a key pressed outside it belongs to something else. */
  element: () => HTMLElement | null;
  /** Asks the layer to close; one holding changes asks first. */
  requestClose: () => void;
}

export interface LayerStack {
  /** Puts a layer on top; answers the function that takes it off. */
  open: (layer: Layer) => () => void;
  /** The innermost open layer. */
  top: () => Layer | undefined;
  /** A key pressed anywhere: Escape closes the innermost layer when nothing inside it claims it. */
  handleKeyDown: (event: KeyboardEvent) => void;
  /** A press anywhere: remembered so that a click meant to close a dropdown closes only that. */
  handlePointerDown: (event: PointerEvent) => void;
  /** Whether the last press was taken by an open palette, picker or menu (or another dialog). */
  wasLastPressClaimed: () => boolean;
}

/**
 * Every Mantine floating dropdown (popover, combobox, menu, date picker, colour picker) is a
 * popover dropdown; a control whose list or dropdown is open says so with `aria-haspopup` and
 * `aria-expanded`.
 */
const FLOATING_LAYER = '.mantine-Popover-dropdown';
const EXPANDED_CONTROL = '[aria-haspopup][aria-expanded="true"]';

/** Who an Escape pressed on `target` belongs to, while `layerElement` is the innermost layer. */
export function escapeOwner(
  target: Element | null,
  layerElement: HTMLElement | null,
): 'layer' | 'inner' | { forwardTo: HTMLElement } {
  if (!target || !layerElement) return 'layer';
  // An open dropdown closes on an Escape pressed inside it.
  if (target.closest(FLOATING_LAYER)) return 'inner';
  // One open while the focus is on its control, or elsewhere (its focused control went away, as a
  // picker's month header does when it turns into the year view), is still the innermost layer.
  const dropdown = openFloatingLayer(target.ownerDocument);
  if (dropdown) return { forwardTo: dropdown };
  if (target.closest(EXPANDED_CONTROL)) return 'inner';
  const isOnPage = target === target.ownerDocument.body || target === target.ownerDocument.documentElement;
  // Another dialog over the layer (a question asked before closing) answers its own keys.
  if (!isOnPage && !layerElement.contains(target)) return 'inner';
  return 'layer';
}

/** The innermost open dropdown (the last one opened comes last in the page). */
function openFloatingLayer(document: Document): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(FLOATING_LAYER)]
    .filter((element) => element.style.display !== 'none' && element.getClientRects().length > 0)
    .at(-1);
}

/** A press inside a dialog that is not the layer (a question asked over it) is that dialog's. */
function isInOtherDialog(target: Element, layerElement: HTMLElement | null): boolean {
  const dialog = target.closest('[role="dialog"]');
  return !!dialog && !!layerElement && !layerElement.contains(dialog);
}

export function createLayerStack(): LayerStack {
  const layers: Layer[] = [];
  const top = () => layers.at(-1);
  let isLastPressClaimed = false;
  return {
    open: (layer) => {
      layers.push(layer);
      return () => {
        const index = layers.lastIndexOf(layer);
        if (index >= 0) layers.splice(index, 1);
      };
    },
    top,
    handleKeyDown: (event) => {
      isLastPressClaimed = false;
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      const layer = top();
      if (!layer) return;
      const target = event.target instanceof Element ? event.target : null;
      const owner = escapeOwner(target, layer.element());
      if (owner === 'inner') return;
      if (owner !== 'layer') {
        owner.forwardTo.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        return;
      }
      event.preventDefault();
      layer.requestClose();
    },
    handlePointerDown: (event) => {
      const layer = top();
      const target = event.target instanceof Element ? event.target : null;
      isLastPressClaimed =
        !!target &&
        !!layer &&
        (!!openFloatingLayer(target.ownerDocument) || isInOtherDialog(target, layer.element()));
    },
    wasLastPressClaimed: () => isLastPressClaimed,
  };
}
