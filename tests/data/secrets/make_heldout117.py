# ruff: noqa: E501
"""Writes heldout117_credentials.yaml and heldout117_lookalikes.yaml: held-out batch 117.

Persona: Gennaro, who runs a pizzeria in Naples with his wife Assunta, son Ciro and nephew
Totò (who "does the computer things"). Not technical at all: he writes his notes in Italian
mixed with Neapolitan, with typos and shorthand. He keeps SPID, bank, POS, alarm, safe, delivery
platform, Wi-Fi and social logins, and just as many receipts, invoices, lot codes, HACCP
records, supplier IBANs and delivery order numbers.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    Rows,
    amex,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    pick,
    rnd,
    uid,
    write_corpora,
)

NAMES = ["Assunta", "Ciro", "Gennaro", "Nunzia", "Totonno", "Carmela", "Vesuvio", "Margherita", "Diego", "Partenope", "Pulcinella", "Sofia"]
WORDS = ["pizza", "mozzarella", "bufala", "forzanapoli", "sfogliatella", "vesuvio", "marechiaro", "scugnizzo", "friarielli", "pummarola"]
PLATE = "ABCDEFGHJKLMNPRSTVWXYZ"
DOMAIN = "pizzeriadagennaro.example"


def ppw() -> str:
    """A password Gennaro (or Totò for him) chose."""
    return pick(
        f"{pick(*NAMES)}{digits(4)}{pick('!', '.', '#', '@', '*', '')}",
        f"{pick(*WORDS)}{digits(3)}{pick('!', '$', '?', '')}",
        f"{pick(*NAMES)}_{pick(*WORDS).capitalize()}{digits(2)}",
        f"{pick(*WORDS).capitalize()}.{digits(2)}.{pick(*NAMES)}",
        rnd(ALNUM + "!#$%&*?", 12),
        rnd(ALNUM, 10),
    )


def gpw(n: int = 14) -> str:
    """A password a site or Totò's manager generated."""
    return rnd(ALNUM + "!#$%&*?@-", n)


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}"


def num(lo: int, hi: int) -> int:
    return lo + secrets.randbelow(hi - lo + 1)


def it_iban() -> str:
    return iban("IT", pick(*UPPER) + digits(5) + digits(5) + digits(12))


def piva() -> str:
    """An Italian partita IVA: 11 digits with the Luhn check digit."""
    return luhn("0", 11)


def cf() -> str:
    """A codice fiscale in its shape (surname, name, year, month, day, comune, check)."""
    return (rnd(UPPER, 3) + rnd(UPPER, 3) + digits(2) + pick(*"ABCDEHLMPRST")
            + f"{num(1, 71):02d}" + pick("F839", "F799", "G964", "B990", "L259") + pick(*UPPER))


def mask_cf(c: str) -> str:
    return c[:3] + "*" * 9 + c[12:]


def mobile() -> str:
    return f"3{pick('33', '35', '39', '47', '48', '28', '20', '66', '88')} {digits(7)}"


def landline() -> str:
    return f"081 {digits(7, True)}"


def bk_codes(n: int, sep: str) -> str:
    return sep.join(f"{digits(4)} {digits(4)}" for _ in range(n))


def stripe(kind: str) -> str:
    return f"{kind}_live_51{rnd(ALNUM, 97)}"


def credentials() -> Rows:
    r = Rows()
    r.add("spid_password",
          f"SPID Poste: utente gennaro.esposito{digits(2)}@posta.example pass {ppw()} (rinnovata a marzo, ogni 6 mesi ta fanno cagnà)",
          f"Assunta m'ha chiesto 'a password do SPID pe' fa' l'ISEE... è chesta: {ppw()}\nnun 'a perdere n'ata vota",
          f"spid\nuser: il mio codice fiscale\npassword: {ppw()}",
          f"ricordami la pasword nuova del spid {ppw()} che quella vecchia me l'hanno bloccata")
    r.add("spid_posteid_code",
          f"codice PosteID (quello dell'app per confermare lo SPID): {digits(6)}",
          f"App PosteID → quando chiede il codice a 6 cifre metti {digits(6)}. Nun 'o dà a nisciuno!!",
          f"cod. posteid {digits(6)} - è lo stesso che uso per lo spid sul tablet")
    r.add("bancomat_pin",
          f"pin bancomat {digits(5)}",
          f"Bancomat Intesa (quello nero): {digits(5)}\nBancomat Poste: {digits(5)}",
          f"Ricordami: il PIN della carta bancomat nuova è {digits(5)}, l'hanno mandato per posta il {day()}",
          f"Ciro se vai a prelevare tu: {digits(5)}. Poi cancella il messaggio eh")
    r.add("pos_manager_password",
          f"POS Ingenico in cassa → menu gestore → password {digits(6)}, serve per chiusura contabile e storni",
          f"Password gestore del POS: {digits(5)}. Se chiede 'password esercente' è la stessa",
          f"storno sul pos: tasto F, poi 'Storno', mette password {digits(6)} e l'importo, poi conferma col verde")
    r.add("home_banking_password",
          f"Home banking BPER\ncodice titolare {digits(8, True)}\npassword {ppw()}\nPIN dispositivo {digits(5)}",
          f"internet banking Credem — utente GESPOSITO{digits(2)} pw {gpw(10)}",
          f"'a password d'a banca l'aggio cagnata n'ata vota: mo è {ppw()}")
    r.add("home_banking_otp",
          f"OTP per il bonifico al mulino: {digits(6)} (scade tra 5 minuti, fai presto Ciro)",
          f"Codice di attivazione dell'app della banca sul telefono nuovo: {digits(5)}-{digits(5)}\nme l'hanno dato allo sportello, vale 48 ore",
          f"[whatsapp a Ciro] t'aggio girato l'OTP d'a banca, è {digits(6)}, fai tu 'o pagamento dell'F24")
    r.add("shop_alarm_code",
          f"Allarme negozio codice {digits(5)}# (inserisci e disinserisci)",
          f"codice antifurto locale {digits(4)}\ncodice coercizione (se ti minacciano) {digits(4)} → parte la chiamata silenziosa alla vigilanza",
          f"Per Salvatore che apre domani alle 7: l'allarme si spegne col {digits(6)} sulla tastiera dietro 'a porta d'o deposito")
    r.add("safe_combination",
          f"cassaforte ufficio: dx {num(0, 99)} - sx {num(0, 99)} - dx {num(0, 99)}",
          f"combinazione cassaforte (quella a muro dietro 'o quadro 'e Maradona): {digits(6)} poi #",
          f"Cassaforte nuova elettronica\ncodice utente {digits(6)}\ncodice master {digits(8)} ← questo NON darlo a nessuno")
    r.add("deliveroo_partner_login",
          f"Deliveroo Partner Hub\nemail: ordini@{DOMAIN}\npassword: {ppw()}",
          f"login deliveroo per il tablet in cucina: ordini@{DOMAIN} / {gpw(12)}",
          f"Password Deliveroo cambiata perché era scaduta, la nuova è {ppw()} (mettila pure sul tablet)")
    r.add("justeat_partner_login",
          f"Just Eat Partner Centre\nID ristorante {digits(6, True)}\npassword {ppw()}",
          f"justeat: utente amministrazione@{DOMAIN} pw {gpw(11)}",
          f"Per l'app Just Eat Orders sul tablet: codice ristorante {digits(6, True)}, PIN {digits(4)}")
    r.add("customer_wifi_password",
          f"WiFi clienti: rete DaGennaro_Ospiti, password {pick('pizza', 'margherita', 'napoli', 'bufala')}{digits(4)}",
          f"cartello da stampare pe' 'o bancone:\nWi-Fi GRATIS\nRete: PizzeriaDaGennaro_FREE\nPassword: {pick(*WORDS)}{digits(3)}",
          f"Aggio cagnato 'a password d'o wifi d'e clienti pecché 'e vicine s'attaccavano: mo è {pick(*NAMES).lower()}{digits(4)}")
    r.add("private_wifi_password",
          f"wifi nostro (ufficio e cassa, NON darla ai clienti): rete DaGennaro_Staff pass {rnd(ALNUM, 16)}",
          f"Wi-Fi di casa: FASTWEB-{rnd(UPPER + DIGITS, 6)} chiave {rnd(ALNUM, 12)} (sta pure sotto 'o modem ma è sbiadita)",
          f"password wifi privata del deposito (quella dove si attacca il POS) {ppw()}")
    r.add("instagram_password",
          f"Instagram pizzeria @pizzeriadagennaro_napoli — pass {ppw()}",
          f"IG: la password ce l'ha pure Totò che fa le storie: {ppw()}",
          f"instagram\n  utente: pizzeriadagennaro\n  password: {ppw()}\n  email recupero: social@{DOMAIN}")
    r.add("instagram_backup_codes",
          f"Codici di backup Instagram (Totò dice di conservarli, ognuno vale una volta):\n{bk_codes(5, chr(10))}",
          f"codici recupero IG: {bk_codes(4, ' - ')}",
          f"IG codici di backup nuovi (quelli vecchi Totò li ha rigenerati):\n{bk_codes(3, chr(10))}\nuno l'ho già usato")
    r.add("register_technician_code",
          f"Registratore telematico: codice tecnico per entrare nel menu di servizio {digits(6)} (me l'ha lasciato Pasquale, solo per emergenza)",
          f"RT Epson - password tecnico: {digits(8)}\npassword operatore cassa: {digits(4)}",
          f"Pasquale della ditta dice: se si blocca la chiusura, tasto CHIAVE, codice {digits(5)}, poi 'azzeramento giornaliero'")
    r.add("wife_phone_pin",
          f"PIN telefono di Assunta {digits(6)} (se lo scorda n'ata vota...)",
          f"muglierema ha cambiato il codice di sblocco del cellulare: {digits(4)}",
          f"Codice sblocco iPhone Assunta: {digits(6)}\nPIN SIM sua: {digits(4)}")
    r.add("own_phone_passcode",
          f"codice sblocco telefono mio {digits(6)}",
          f"il telefono della pizzeria (quello delle ordinazioni) si sblocca con {digits(4)}, ditelo a Nunzia",
          f"telefono mio nuovo: sblocco {digits(6)}, impronta non funziona con la farina sulle mani")
    r.add("sim_pin_puk",
          f"SIM Vodafone mia: PIN {digits(4)} PUK {digits(8)}",
          f"puk della sim del telefono delle ordinazioni: {digits(8)}",
          f"Tim sim nuova\npin {digits(4)}\npuk {digits(8)}\n(la tesserina l'aggio jettata)")
    r.add("facebook_password",
          f"Facebook pagina pizzeria -> accesso col profilo mio, pw {ppw()}",
          f"fb: gennaro.esposito.{digits(3)} / {ppw()}",
          f"Facebook\nmail: gennaro@{DOMAIN}\npass: {ppw()}\n(codice 2FA arriva per sms)")
    r.add("tiktok_password",
          f"TikTok della pizzeria (i video del forno li fa Ciro): pizzeriadagennaro / {ppw()}",
          f"tiktok pass {ppw()}",
          f"Ciro m'ha cambiato la password di tiktok senza dirmelo, mo è {ppw()}")
    r.add("email_password",
          f"Mail pizzeria info@{DOMAIN} password {ppw()} (server posta: mail.{DOMAIN})",
          f"email mia gennaroesposito{digits(2)}@posta.example — pw {ppw()}",
          f"Password email (quella dove arrivano le fatture dei fornitori): {gpw(12)}")
    r.add("pec_password",
          f"PEC pizzeriadagennaro@pec.example\npassword {ppw()}\n(la usa pure la commercialista)",
          f"pec scade a novembre!! password attuale {rnd(ALNUM + '!$', 10)}",
          f"Password casella PEC rinnovata: {gpw(12)} — dalla pure alla dott.ssa Russo")
    r.add("fisconline_credentials",
          f"Fisconline Agenzia Entrate\nPIN {digits(10)}\npassword {ppw()}",
          f"entratel/fisconline: pin {digits(4)}-{digits(6)} (prima parte dal sito, seconda arrivata per lettera)",
          f"agenzia entrate: pin {digits(10)} pw {ppw()} (la password scade ogni 3 mesi, che pacienza)")
    r.add("cie_pin",
          f"CIE mia (carta d'identità elettronica): PIN {digits(8)} PUK {digits(8)}",
          f"Il PIN della carta d'identità nuova: prime 4 cifre {digits(4)} (ricevuta del comune), ultime 4 {digits(4)} (busta)",
          f"PIN CIE di Assunta {digits(8)}")
    r.add("credit_card_with_cvv",
          f"Carta di credito aziendale Visa {groups(luhn('4', 16), 4)} scad. {card_expiry()} CVV {digits(3)}",
          f"per pagare il forno online: Mastercard {luhn('53', 16)} {card_expiry()} cvc {digits(3)}",
          f"carta Amex di Assunta {amex()} exp {card_expiry()} codice dietro {digits(4)}")
    r.add("postepay_card",
          f"Postepay Evolution Ciro: {groups(luhn('4023', 16), 4)}\nscadenza {card_expiry()}\ncvv {digits(3)}",
          f"ricarica postepay - numero carta {luhn('5333', 16)} cvv {digits(3)} pin {digits(5)}",
          f"Postepay mia x acquisti online {groups(luhn('4023', 16), 4, '-')} {card_expiry()} / {digits(3)}")
    r.add("glovo_partner_login",
          f"Glovo Manager: glovo@{DOMAIN} / {ppw()}",
          f"glovo partner, password nuova {gpw(12)} (la vecchia s'è bloccata dopo 3 tentativi)",
          f"glovo manager app -> {ppw()}")
    r.add("thefork_login",
          f"TheFork Manager (prenotazioni sala): utente dagennaro.napoli password {ppw()}",
          f"thefork, PIN per il tablet in sala: {digits(4)}",
          f"TheFork\nlogin: prenotazioni@{DOMAIN}\npwd: {gpw(11)}")
    r.add("google_account_password",
          f"Scheda Google della pizzeria (recensioni): account pizzeriadagennaro.napoli@posta.example pw {ppw()}",
          f"account google del telefono delle ordinazioni → {ppw()}",
          f"Gmail per Google Business: password cambiata in {ppw()}, il codice verifica arriva sul mio numero")
    r.add("google_backup_codes",
          f"Codici di riserva Google (account pizzeria), Totò dice stampali:\n{bk_codes(5, chr(10))}",
          f"google codici backup {bk_codes(3, ', ')}",
          f"Totò m'ha dato sti codici per Google se perdo il telefono: {bk_codes(4, ' | ')}")
    r.add("router_admin_password",
          f"modem TIM (192.168.1.1) admin / {rnd(ALNUM, 12)}",
          f"Router Fastweb - pagina di configurazione: utente admin password {gpw(12)}\nTotò dice di non toccare niente",
          f"Modem nuovo\nindirizzo: 192.168.1.254\nutente: admin\npassword: {rnd(ALNUM, 10)}")
    r.add("nvr_camera_password",
          f"Telecamere (DVR sotto la cassa): admin / {ppw()}\napp sul telefono: codice verifica dispositivo {rnd(UPPER, 6)}",
          f"videosorveglianza: password per vedere dal cellulare {ppw()}",
          f"DVR\nip 192.168.1.64\nuser admin\npass {rnd(ALNUM + '#@', 12)}")
    r.add("shutter_keypad_code",
          f"saracinesca: tastierino a destra, codice {digits(4)} poi tasto su",
          f"Codice apertura serranda deposito {digits(5)}* — Gigino lo sa già",
          f"serranda davanti se il telecomando è scarico: codice {digits(6)} sul tastierino nascosto a sinistra")
    r.add("padlock_combination",
          f"lucchetto a combinazione del frigo bibite nel cortile: {digits(4)}",
          f"lucchetto armadietto di Salvatore: {digits(3)} (me l'ha detto isso, se nun vene domani)",
          f"catena dello scooter delle consegne: {digits(4)}")
    r.add("supplier_portal_password",
          f"Portale ordini Molino Acme (portale.molino.acme) codice cliente {digits(6)} pw {ppw()}",
          f"sito ordini del caseificio per la bufala: ordini.caseificio.example utente dagennaro pass {ppw()}",
          f"Metro? no. il grossista di bibite: user GENNARO{digits(3)} password {gpw(10)}")
    r.add("accountant_portal_password",
          f"La commercialista (Dott.ssa Russo) ha messo il portale per scaricare le buste paga: clienti.studiorusso.example\nuser ESPOSITO_G\npass {gpw(12)}",
          f"cartella condivisa della commercialista, password: {ppw()}",
          f"portale commercialista → utente {digits(6)} / password {ppw()} (per vedere gli F24 da pagare)")
    r.add("satispay_business_pin",
          f"Satispay Business: PIN {digits(5)}",
          f"satispay negozio → codice per confermare i rimborsi {digits(5)}",
          f"Satispay: il codice che chiede per accedere dal tablet è {digits(5)}")
    r.add("nexi_business_login",
          f"App Nexi Business (incassi POS): utente {digits(8, True)} password {ppw()}",
          f"Nexi area clienti: password {gpw(12)}\ndomanda segreta 'nome del primo cane' → {pick('Brigante', 'Tobia', 'Pallina', 'Ciuccio')}{digits(2)}",
          f"nexi business\nuser {digits(8, True)}\npw {gpw(11)}")
    r.add("paypal_password",
          f"paypal (per comprare i ricambi del forno): amministrazione@{DOMAIN} / {ppw()}",
          f"PayPal Assunta pw {ppw()}",
          f"paypal pass {ppw()} (quella vecchia era col nome del cane, cambiata)")
    r.add("whatsapp_business_pin",
          f"WhatsApp Business pizzeria - PIN verifica in due passaggi: {digits(6)}",
          f"pin whatsapp (o chiede ogni tanto!!) {digits(6)}",
          f"Whatsapp business → impostazioni → account → verifica in due passaggi: PIN {digits(6)}")
    r.add("utility_account_password",
          f"Area clienti Enel (bollette luce pizzeria): user amministrazione@{DOMAIN} password {ppw()}",
          f"luce+gas online: pass {ppw()}",
          f"Area clienti gas (bolletta deposito): {ppw()}")
    r.add("telepass_login",
          f"Telepass: accesso app con email mia e password {ppw()}",
          f"telepass app pin {digits(5)}",
          f"Telepass\nutente: {digits(8, True)}\npassword: {ppw()}")
    r.add("amazon_password",
          f"Amazon (scatole pizza, guanti): amministrazione@{DOMAIN} pw {ppw()}",
          f"amazon business password nuova {gpw(13)}",
          f"amazon di Assunta: assunta.esposito@posta.example / {ppw()}")
    r.add("tv_subscription_login",
          f"DAZN per le partite del Napoli in sala: tv@{DOMAIN} / {ppw()}",
          f"Sky bar: PIN parental {digits(4)}, PIN acquisti {digits(4)}",
          f"dazn: pass {ppw()} (solo per la tv della sala, non per casa!)")
    r.add("website_admin_password",
          f"Sito {DOMAIN}\nwp-admin → utente gennaro\npassword {rnd(ALNUM + '!@#$%^&*', 18)}\n(l'ha fatto Totò)",
          f"hosting del sito: pannello.hosting.example cliente {digits(7)} password {ppw()}",
          f"Totò ha cambiato la password del sito: admin / {rnd(ALNUM + '!@#$', 16)}")
    r.add("stripe_secret_key",
          f"Totò ha messo gli ordini online sul sito. Chiave segreta Stripe (dice di non darla a nisciuno): {stripe('sk')}",
          f"config del sito che m'ha mandato Totò, salvala:\nSTRIPE_PUBLIC_KEY={stripe('pk')}\nSTRIPE_SECRET_KEY={stripe('sk')}\nORDER_EMAIL=ordini@{DOMAIN}",
          f"chiave stripe segreta nuova (la vecchia l'ha revocata Totò): {stripe('sk')}")
    r.add("scooter_alarm_code",
          f"antifurto scooter consegne: codice di emergenza per spegnerlo senza telecomando {digits(4)}",
          f"Scooter Liberty: se la centralina blocca, chiave ON e codice {digits(5)}",
          f"codice PIN antifurto scooter nuovo {digits(4)}")
    r.add("pos_operator_pin",
          f"PIN camerieri sulla cassa touch:\nSalvatore {digits(4)}\nNunzia {digits(4)}\nCiro {digits(4)}\nio {digits(4)}",
          f"cassa: codice responsabile per annullare uno scontrino {digits(6)}",
          f"codice operatore cassa per Nunzia: {digits(4)}, per il nuovo ragazzo Gigino {digits(4)}")
    r.add("building_door_code",
          f"portone del palazzo (casa): codice {digits(4)} + campanello",
          f"codice cancello cortile retro pizzeria {digits(5)} (per i fornitori la mattina)",
          f"codice del portoncino di servizio del deposito: {digits(4)}#")
    r.add("home_alarm_code",
          f"allarme di casa: {digits(4)}, quello della nonna a Posillipo {digits(4)}",
          f"Assunta ha messo il codice nuovo all'allarme 'e casa: {digits(6)}",
          f"allarme casa\ninserisci: {digits(4)} + ON\ndisinserisci: stesso codice + OFF")
    return r


def lookalikes() -> Rows:
    r = Rows()
    p1 = piva()
    r.add("partita_iva_masked",
          f"P.IVA pizzeria (la chiedono sempre per le fatture): IT {p1[:2]}*******{p1[-2:]}, intera sta sul timbro",
          f"partita iva da mettere sul volantino? no, basta 'P.IVA ***{piva()[-4:]}'",
          f"Intestazione scontrino: Pizzeria Da Gennaro di Esposito G. - Via dei Tribunali {num(1, 380)} - P.IVA {piva()}")
    r.add("codice_fiscale_masked",
          f"codice fiscale mio (mascherato, per Deliveroo che lo chiede): {mask_cf(cf())}",
          f"CF Assunta {mask_cf(cf())} — quello completo sta sulla tessera sanitaria",
          f"Nei moduli del corso HACCP per Salvatore il CF era {mask_cf(cf())}, ricontrollare l'ultima lettera")
    r.add("receipt_number",
          f"scontrino contestato dal cliente: DOC. N. {digits(4)}-{digits(4)} del {day()}, importo 34,50",
          f"reso: documento commerciale n. {digits(4)}-{digits(4)}, annullato con documento {digits(4)}-{digits(4)}",
          f"chiusura giornaliera Z n. {digits(4)} totale 1.2{digits(2)},00")
    r.add("invoice_number",
          f"Fattura Molino Acme n. {num(100, 999)}/2024 del {day()} da pagare a 60gg",
          f"FT {digits(6)} caseificio — contestare 2 casse mancanti",
          f"fattura elettronica ricevuta: id SdI {digits(10, True)}, n. FPR {num(10, 400)}/24")
    r.add("flour_lot_code",
          f"Farina tipo 00 W{num(260, 380)}, lotto L{digits(5)}{pick(*'ABCDEF')}, scad. {day()}/2025 — tenere un sacco da parte per il controllo ASL",
          f"lotto farina arrivata oggi: {rnd(UPPER + DIGITS, 8)} (3 bancali)",
          f"ritiro lotto! avviso del mulino: lotti {digits(6)}-{num(1, 9)} e {digits(6)}-{num(1, 9)}, controllare in deposito")
    r.add("tomato_lot_code",
          f"pelati San Marzano DOP lotto {pick(*'ABCD')}{digits(3)} {num(1, 3)}{digits(2)} — TMC {day()}/2026",
          f"passata: L{digits(4)}/{num(10, 24)} confezionata il {day()}",
          f"Pomodorini del piennolo, cassa lotto {rnd(UPPER + DIGITS, 7)} → usati per la pizza del mese")
    r.add("haccp_record_code",
          f"HACCP: CCP{num(1, 4)} temperatura frigo mozzarella, scheda NC-{digits(3)}/24 chiusa",
          f"registro HACCP, punto {num(1, 9)}.{num(1, 9)}: abbattitore, controllo del {day()} OK (firma Ciro)",
          f"Numero registrazione attività alimentare (Reg. 852/2004): NA/{digits(5)}/{num(2015, 2023)}")
    r.add("supplier_iban",
          f"IBAN caseificio per bonifico (da fattura): {it_iban()}",
          f"Molino Acme ha cambiato banca, nuovo IBAN {it_iban()} — me l'hanno confermato pure per telefono",
          f"bonifico al grossista bibite\nbeneficiario: Bevande Acme srl\nIBAN {it_iban()}\ncausale: ft {digits(4)}")
    r.add("own_iban_on_invoice",
          f"da mettere in fondo alle fatture per i clienti ditta: 'Pagamento tramite bonifico - IBAN {it_iban()}'",
          f"IBAN pizzeria per la Deliveroo (dove versano gli incassi): {it_iban()}",
          f"Fattura n. {num(1, 99)}/2024 a Comunione Rossi: pagamento con bonifico su {it_iban()} intestato a Pizzeria Da Gennaro")
    r.add("rea_number",
          f"REA NA-{digits(6, True)} (serve per la SCIA nuova)",
          f"Camera di Commercio: n. REA {digits(6, True)}, data iscrizione {day()}/2012",
          f"visura camerale: NA - {digits(6, True)}, capitale sociale non previsto (ditta individuale)")
    r.add("deliveroo_order_id",
          f"Deliveroo: ordine #{rnd(UPPER + DIGITS, 4)} del {day()}, cliente dice pizza fredda, chiesto rimborso 8,50",
          f"ordine deliveroo {digits(9, True)} annullato dal rider, non pagato — reclamare",
          f"Deliveroo rimborso contestato, rif. ordine {uid()}")
    r.add("justeat_order_id",
          f"Just Eat ordine n. {digits(9, True)} — il cliente ha lasciato 1 stella, rispondere gentile",
          f"justeat {digits(9, True)} e {digits(9, True)}: doppio addebito, scrivere al supporto",
          f"ordine Just Eat {digits(9, True)} consegnato in ritardo, rimborso parziale 5 euro")
    r.add("glovo_order_id",
          f"Glovo ordine {rnd(UPPER + DIGITS, 8)} mancava la coca, riaccreditato",
          f"glovo ord. {digits(10, True)} rider arrivato dopo 40 min",
          f"Glovo: rif. ordine {rnd(UPPER + DIGITS, 8)}, cliente al citofono sbagliato")
    r.add("parcel_tracking_number",
          f"Pala nuova per il forno spedita con BRT, segnacollo {digits(15)}",
          f"tracking GLS {rnd(UPPER, 2)}{digits(9)} — scatole pizza 33cm",
          f"raccomandata dall'Agenzia Entrate: RR{digits(9)}IT, ritirare alla posta di piazza Garibaldi",
          f"Amazon: pacco guanti nitrile, tracciamento {pick('IT', 'TBA')}{digits(12)}")
    r.add("scooter_plate",
          f"Scooter consegne targa {rnd(PLATE, 2)} {digits(5)}, revisione a settembre",
          f"multa ZTL per lo scooter {rnd(PLATE, 2)}{digits(5)} del {day()}: fare ricorso",
          f"libretto scooter nuovo: targa {rnd(PLATE, 2)} {digits(5)}, telaio ZAP{rnd(PLATE + 'UY' + DIGITS, 14)}")
    r.add("van_plate",
          f"Furgone Fiorino targa {rnd(PLATE, 2)} {digits(3)} {rnd(PLATE, 2)} — assicurazione scade il {day()}",
          f"macchina di Assunta {rnd(PLATE, 2)}{digits(3)}{rnd(PLATE, 2)} parcheggiata nel cortile, non bloccarla",
          f"telepass sul furgone {rnd(PLATE, 2)}{digits(3)}{rnd(PLATE, 2)}, apparato n. {digits(10)}")
    r.add("phone_number",
          f"Pasquale tecnico registratore: {mobile()} (solo mattina)",
          f"numero fisso pizzeria {landline()}, cellulare ordini {mobile()}",
          f"idraulico Gigino {mobile()}\nelettricista {mobile()}\nvigilanza {landline()}")
    r.add("customer_wifi_ssid",
          f"la rete wifi dei clienti si chiama DaGennaro_Ospiti_{digits(2)}, la password sta sul cartello al bancone",
          "Totò: la rete 'PizzeriaDaGennaro_FREE' è separata da quella della cassa, tranquillo",
          f"Wi-Fi clienti: SSID DaGennaro-{rnd(UPPER + DIGITS, 4)}, canale 6, limite 2 ore a persona")
    r.add("code_changed_no_value",
          "Aggio cagnato 'o codice dell'allarme stamattina. Quello nuovo 'o sape sulo Assunta, nun 'o scrivo ccà",
          f"cambiato codice cassaforte il {day()} dopo che se n'è andato il cameriere vecchio",
          "Ricordami di dire a Salvatore che il codice della serranda è cambiato (glielo dico a voce)")
    r.add("password_reset_note",
          "SPID bloccato, fatto reset della password dall'app PosteID, tutto a posto",
          f"password Deliveroo reimpostata il {day()}, la mail di conferma è arrivata su ordini@{DOMAIN}",
          "la banca m'ha fatto cambiare la password perché scaduta dopo 90 giorni, la nuova la tengo a mente")
    r.add("secret_location_reference",
          "la combinazione della cassaforte sta nella busta chiusa dal notaio, non altrove",
          "PIN e PUK della sim sono sulla tesserina nel cassetto della scrivania, quello con la chiave",
          "le password le tiene Totò nel suo programma (Bitwarden?), se serve chiedere a lui")
    r.add("pos_terminal_id",
          f"POS Nexi: TML {digits(8, True)}, codice esercente {digits(10, True)}",
          f"assistenza POS: terminale ID {digits(8, True)} modello Move/{num(2500, 5000)}, S/N {digits(8)}{rnd(UPPER, 2)}",
          f"POS secondo (per la sala): term. {digits(8, True)} — chiusura contabile ogni sera alle 23")
    r.add("register_serial_number",
          f"Matricola RT: {digits(2)}{pick('MEX', 'SRT', 'EPS', 'CUS')}{digits(6)} (la chiede l'Agenzia per la verifica periodica)",
          f"registratore telematico matricola {digits(2)}{pick('MEX', 'SRT', 'EPS')}{digits(6)}, verificazione periodica scade il {day()}/2026",
          f"RT nuovo attivato, matricola {digits(2)}SRT{digits(6)}, censimento fatto dal tecnico")
    r.add("pos_authorization_code",
          f"pagamento contestato: importo 42,00, COD. AUT. {rnd(UPPER + DIGITS, 6)}, STAN {digits(6)}",
          f"scontrino pos del {day()}: aut. {digits(6)} op. {digits(6)} — darlo alla banca per il riaddebito")
    r.add("promo_coupon_code",
          f"codice sconto per i clienti Instagram: PIZZA{num(10, 30)}NAPOLI",
          f"Just Eat promo '2x1 margherita' codice {rnd(UPPER, 4)}{digits(2)} valido fino al {day()}",
          f"volantino: con il codice DAGENNARO{digits(2)} 10% sull'asporto")
    r.add("table_booking_reference",
          f"TheFork prenotazione #{digits(8, True)} sabato 8 persone ore 21:00",
          f"prenotazione comunione {day()}: rif. {rnd(UPPER + DIGITS, 6)}, acconto 100 euro ricevuto")
    r.add("sdi_recipient_code",
          f"codice destinatario SDI per le fatture elettroniche: {rnd(UPPER + DIGITS, 7)} (dallo a tutti i fornitori)",
          f"fornitore nuovo chiede 'codice univoco': è {rnd(UPPER + DIGITS, 7)}, oppure la PEC",
          f"ho messo sul sito: codice SDI {rnd(UPPER + DIGITS, 7)}, PEC pizzeriadagennaro@pec.example")
    r.add("utility_meter_code",
          f"POD luce pizzeria IT001E{digits(8)}, PDR gas {digits(14)}",
          f"voltura contatore: POD IT001E{digits(8)} — portare documento e visura",
          f"gas deposito PDR {digits(14)}, lettura {digits(5)} mc il {day()}")
    r.add("utility_customer_number",
          f"Enel codice cliente {digits(9, True)} (bolletta bimestrale)",
          f"acqua ABC: n. utenza {digits(7, True)}, contratto {digits(10, True)}")
    r.add("product_barcode",
          f"olio evo da riordinare, codice a barre {ean13('80')}",
          f"mozzarella fiordilatte 1kg EAN {ean13('80')} — nel gestionale era sbagliato",
          f"birra in bottiglia 33cl, codice {ean13('80')}, prezzo 3,50")
    r.add("postcode_address",
          f"indirizzo deposito: vico {pick('Lammatari', 'Cinquesanti', 'Zuroli')} {num(1, 60)}, 801{digits(2)} Napoli",
          f"CAP zona consegne: 80138, 80139, 801{digits(2)} — oltre non consegniamo")
    r.add("ateco_code",
          f"codice ATECO 56.10.11 (ristorazione con somministrazione), pratica camera di commercio n. {digits(7, True)}",
          "ATECO secondario 56.10.20 per l'asporto, lo dice la commercialista")
    r.add("haccp_certificate_number",
          f"attestato HACCP Ciro n. {digits(5)}/{num(2020, 2024)}, rinnovo tra 2 anni",
          f"corso alimentaristi Nunzia: certificato prot. {digits(6)} del {day()}",
          f"attestato HACCP Gigino: n. {digits(4)}-{num(2023, 2025)}, mancava la firma")
    r.add("scia_protocol_number",
          f"SCIA per i tavolini fuori: protocollo SUAP {digits(7, True)} del {day()}",
          f"occupazione suolo pubblico: pratica n. {digits(5)}/{num(2022, 2024)}/OSP",
          f"Comune di Napoli, prot. PG/{num(2023, 2024)}/{digits(7)} per l'insegna nuova")
    r.add("f24_receipt_protocol",
          f"F24 pagato, protocollo telematico {digits(17)}-{digits(6)}",
          f"ricevuta invio corrispettivi: id file {digits(9)}, esito OK",
          f"quietanza F24 del {day()}: protocollo {digits(17)}-{digits(6)}, codice tributo 1001")
    r.add("inps_position_number",
          f"INPS matricola azienda {digits(10, True)} (dipendenti), posizione INAIL {digits(8)}/{digits(2)}",
          f"commercialista chiede codice INPS artigiani/commercianti: {digits(10, True)}")
    r.add("device_mac_address",
          f"stampante comande in cucina MAC {mac(':', True)} — Totò l'ha messa con IP fisso",
          f"tablet Deliveroo mac {mac('-')} bloccato sul wifi staff",
          f"chiavetta wifi registratore MAC {mac(':')}")
    r.add("local_ip_address",
          f"stampante cucina 192.168.1.{num(20, 250)}, registratore 192.168.1.{num(20, 250)}",
          f"DVR telecamere sta su 192.168.{num(0, 2)}.{num(20, 250)}, porta 8000",
          f"se la stampante non stampa: controllare che abbia ancora IP 192.168.1.{num(20, 250)}")
    r.add("firmware_version",
          f"RT aggiornato a firmware {num(1, 9)}.{num(0, 20)}.{num(0, 99)} (build {hexs(7)}) il {day()}",
          f"app Deliveroo tablet versione {num(3, 9)}.{num(0, 40)}.{num(0, 9)}, dice di aggiornare",
          f"POS aggiornato dalla banca stanotte: versione {num(1, 9)}.{num(0, 9)}.{num(0, 99)}")
    r.add("supplier_order_number",
          f"ordine Molino Acme n. OV-{digits(6)}: 20 sacchi 00 + 5 integrale, consegna giovedì",
          f"conferma ordine caseificio {rnd(UPPER, 2)}{digits(7)}",
          f"Bevande Acme, ordine web {digits(8, True)} — 10 casse acqua")
    r.add("ddt_number",
          f"DDT n. {digits(4)} del {day()} — mancano 2 cartoni di pelati",
          f"bolla di consegna {num(100, 999)}/B, firmata da Salvatore",
          f"documento di trasporto {rnd(UPPER, 2)}-{digits(5)}, merce ricevuta con riserva")
    r.add("bank_transfer_reference",
          f"bonifico al caseificio fatto, CRO {digits(11)}",
          f"TRN {digits(4)}{rnd(UPPER + DIGITS, 26)} — se dicono che non è arrivato manda questo")
    r.add("platform_store_id",
          f"Deliveroo ID ristorante {digits(6, True)}, branch id {uid()}",
          f"Just Eat restaurant id {digits(6, True)} (serve al supporto)",
          f"Glovo store id {digits(6, True)}, partner id {uid()}")
    r.add("stripe_publishable_key",
          f"Totò: la chiave pubblica di Stripe va nel sito, quella si può vedere: {stripe('pk')}",
          f"STRIPE_PUBLIC_KEY={stripe('pk')}  (la secret NON ce la metto, la tiene lui)")
    r.add("support_ticket_number",
          f"assistenza Nexi: segnalazione n. {digits(9, True)}, richiamano entro 48 ore",
          f"ticket Deliveroo #{digits(8, True)} per il rimborso",
          f"Ditta registratori: intervento n. INT-{digits(6)} del {day()}, pagato 80 euro")
    r.add("sim_iccid",
          f"numero seriale SIM nuova (ICCID) 8939{digits(15)} per la portabilità",
          f"sim telefono ordini: ICCID 8939{digits(16)}",
          f"ICCID vecchia sim: 8939{digits(15)}, numero da portare {mobile()}")
    r.add("phone_imei",
          f"IMEI telefono pizzeria {luhn('35', 15)} (per la denuncia se lo rubano)",
          f"imei tablet cucina {luhn('86', 15)}",
          f"IMEI telefono di Assunta {luhn('35', 15)} — sta pure sulla scatola")
    r.add("masked_card_reference",
          f"Deliveroo addebita le commissioni sulla carta che finisce con {digits(4)}",
          f"carta aziendale **** **** **** {digits(4)} scade {card_expiry()}, chiamare la banca per la nuova",
          f"abbonamento DAZN pagato con Visa •••• {digits(4)}")
    r.add("password_policy_talk",
          "la nuova password SPID deve avere almeno 8 caratteri, una maiuscola, un numero e un carattere speciale",
          "il PIN del bancomat è di 5 cifre, quello della carta di credito 4... non confondere",
          "Totò dice: password diverse per ogni sito e mai il nome del cane")
    r.add("otp_process_note",
          f"l'OTP della banca arriva per SMS al {mobile()}, se non arriva chiamare il numero verde",
          "per i bonifici sopra i 1000 euro la banca chiede l'OTP due volte",
          "codice di conferma Deliveroo arriva sulla mail, vale 10 minuti")
    r.add("lottery_receipt_code",
          f"cliente abituale (il signor Russo) vuole sempre il codice lotteria sullo scontrino: {rnd(UPPER + DIGITS, 8)}",
          f"codice lotteria scontrini di Assunta {rnd(UPPER + DIGITS, 8)} — quando compriamo al grossista",
          f"lotteria degli scontrini: codice {rnd(UPPER + DIGITS, 8)} non letto dal RT, riprovare")
    r.add("dop_health_mark",
          f"mozzarella di bufala DOP bollo sanitario IT 15 {digits(3)} CE, lotto {digits(4)}",
          f"fiordilatte caseificio nuovo: marchio IT {digits(3)} L CE, da segnare nel registro")
    r.add("insurance_policy_number",
          f"assicurazione pizzeria (incendio e furto) polizza n. {digits(9, True)}, agente {landline()}",
          f"rc scooter polizza {rnd(UPPER, 2)}{digits(8)} scade il {day()}",
          f"polizza furgone {digits(10, True)}, sinistro n. {digits(8)}/{num(2023, 2024)}")
    r.add("alarm_contract_number",
          f"Vigilanza: contratto n. {rnd(UPPER + DIGITS, 8)}, numero impianto {digits(6)}. La parola d'ordine la sa Assunta, nun 'a scrivo",
          f"tecnico allarme viene martedì, rif. impianto {digits(5)} — batteria centralina da cambiare")
    r.add("safe_serial_number",
          f"Cassaforte Acme Fortezza mod. {num(30, 90)}, numero di serie {rnd(UPPER, 2)}{digits(7)} (per l'assicurazione)",
          f"chiave di emergenza cassaforte: numero inciso {digits(5)}-{rnd(UPPER, 1)}, la chiave sta dal fabbro",
          f"cassaforte: cod. articolo {rnd(UPPER, 3)}-{digits(4)}, il manuale dice di cambiare il codice di fabbrica (già fatto)")
    r.add("oven_equipment_serial",
          f"forno a legna Acme, matricola {digits(4)}/{num(10, 24)}, manutenzione annuale a ottobre",
          f"abbattitore S/N {rnd(UPPER + DIGITS, 10)} in garanzia fino al {day()}/2026")
    return r


def main() -> None:
    write_corpora("make_heldout117.py", [
        ("heldout117_credentials.yaml", credentials(), "batch 117 (Neapolitan pizzeria owner, Italian/Neapolitan notes), written blind; every value synthetic"),
        ("heldout117_lookalikes.yaml", lookalikes(), "batch 117 look-alikes: receipts, invoices, lots, HACCP, IBANs, order ids of a Naples pizzeria, written blind"),
    ])


if __name__ == "__main__":
    main()
