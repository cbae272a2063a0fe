# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout61_credentials.yaml and heldout61_lookalikes.yaml: held-out batch 61.

Persona: the daglig leder of a small fishing and farming co-operative in northern Norway
(Nordvær Fiske og Gard SA), who keeps notes in casual bokmål with some English. The
credentials are the ones such a person juggles: BankID passwords and kodebrikke PINs,
Altinn, Tripletex and Fiken logins and API tokens, Vipps merchant keys, the vessel's
satellite terminal, the cold store's alarm code, the fuel tank's PIN, the Microsoft 365
admin, Wi-Fi in the office and on the boat, the weighing scale software, the members'
shared mailbox and the VPN. The look-alikes are the numbers the same person writes down all
day that are not secret: organisasjonsnummer, KID and account numbers on invoices, vessel
registration marks and call signs, IMO and MMSI numbers, sluttseddel numbers, quota
references, order and invoice numbers, positions, tide times, weights, tickets, serials and
licence plates.

The batch was written blind: without reading the detector, its rules or its other corpora.
Every random part is drawn from the `secrets` module at run time, in the real format's
shape; hosts are under `.example`, `.internal`, `.test` or `acme`. Nothing is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    recovery_codes,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

ORD = ["torsk", "skrei", "hyse", "sei", "kveite", "lofoten", "nordlys", "fjøs", "kvige", "sau",
       "traktor", "molte", "havgap", "måke", "tare", "rorbu", "potet", "rein", "fjell", "brygge",
       "garn", "line", "snekke", "vinter", "storm", "ørret", "laks", "jærbu", "reke", "krabbe"]
NAVN = ["Kari", "Ola", "Sigrid", "Arne", "Ingrid", "Tor", "Marit", "Jens", "Hanne", "Bjørn"]
DOMENE = "nordvaer.example"


def npw() -> str:
    """A password the co-op's people pick (or a manager generates)."""
    w = secrets.choice(ORD)
    return pick(
        f"{w.capitalize()}{digits(4)}!",
        f"{w.capitalize()}{pick('#', '!', '-', '_', '.')}{secrets.randbelow(90) + 10}",
        f"{secrets.choice(ORD).capitalize()}{secrets.choice(ORD)}{secrets.randbelow(900) + 100}",
        f"{w}{digits(2)}{pick('1987', '1994', '2019', '2021', '2023')}{pick('!', '?', '#')}",
        rnd(ALNUM + "!#%&", 14),
        f"{secrets.choice(NAVN)}{secrets.randbelow(90) + 10}{w.capitalize()}",
    )


def pin(n: int = 4) -> str:
    return digits(n)


def card(prefix: str) -> str:
    return groups(luhn(prefix, 16), 4)


def orgnr() -> str:
    """A Norwegian organisasjonsnummer with a valid mod-11 check digit."""
    while True:
        body = pick("8", "9") + digits(7)
        k = 11 - sum(int(c) * w for c, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        k = 0 if k == 11 else k
        if k != 10:
            return body + str(k)


def kontonr(dotted: bool = True) -> str:
    """A Norwegian bank account number (11 digits, mod 11)."""
    while True:
        body = digits(10, lead=True)
        k = 11 - sum(int(c) * w for c, w in zip(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        k = 0 if k == 11 else k
        if k != 10:
            n = body + str(k)
            return f"{n[:4]}.{n[4:6]}.{n[6:]}" if dotted else n


def kid(n: int = 15) -> str:
    return luhn(digits(1, lead=True), n)


def imo() -> str:
    body = digits(6, lead=True)
    return body + str(sum(int(c) * w for c, w in zip(body, (7, 6, 5, 4, 3, 2), strict=True)) % 10)


def mmsi() -> str:
    return pick("257", "258", "259") + digits(6)


def kallesignal() -> str:
    return pick(f"L{secrets.choice('AMKJ')}{digits(4)}", f"L{secrets.choice(UPPER)}{secrets.choice(UPPER)}{digits(1)}", f"L{rnd(UPPER, 3)}")


def regmerke() -> str:
    return f"{pick('N', 'T', 'F', 'NT', 'M')}-{secrets.randbelow(299) + 1}-{pick('V', 'VV', 'LK', 'BD', 'LN', 'S', 'H', 'K', 'MS', 'Ø', 'A', 'L', 'VD')}"


def skilt() -> str:
    return f"{pick('ZX', 'ZE', 'VH', 'YN', 'EL', 'EK', 'SU', 'ZU', 'BD')} {digits(5, lead=True)}"


def gtin() -> str:
    body = "70" + digits(10)
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def pos() -> str:
    lat = 67 + secrets.randbelow(30000) / 10000
    lon = 12 + secrets.randbelow(120000) / 10000
    return f"{lat:.4f}N {lon:.4f}E"


def posdm() -> str:
    return f"N {secrets.randbelow(4) + 67}° {secrets.randbelow(60):02d}.{digits(3)}' Ø {secrets.randbelow(12) + 12:03d}° {secrets.randbelow(60):02d}.{digits(3)}'"


def kl() -> str:
    return f"{secrets.randbelow(24):02d}:{secrets.randbelow(60):02d}"


def kg() -> str:
    return f"{secrets.randbelow(9000) + 100},{secrets.randbelow(10)}"


def dato() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def azure_secret() -> str:
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_.~-', 31)}"


def tripletex_token() -> str:
    return b64(json.dumps({"tokenId": secrets.randbelow(900000) + 100000, "token": uid()}, separators=(",", ":")).encode())


def credentials() -> Rows:
    r = Rows()
    e = DOMENE
    r.add("bankid_passord",
          f"BankID passord (mitt, brukes mot bedriftsnettbanken): {npw()}",
          f"Nytt BankID-passord etter at det ble sperret i dag: {npw()}  -- må huske det til neste uke!!",
          f"BankID for Kari (styreleder), i tilfelle jeg må signere årsregnskapet for henne mens hun er på Tenerife:\npassord {npw()}\nkodebrikke ligger i skuffen på kontoret")
    r.add("kodebrikke_pin",
          f"kodebrikke pin: {pin()}",
          f"Ny kodebrikke fra Sparebanken kom i posten. PIN {pin()}, den gamle (pin {pin()}) er klippet",
          f"Code device for the co-op account: PIN {pin()}. Ola has the second brikke, his PIN is {pin()}.")
    r.add("bankid_app",
          f"BankID-appen på jobbmobilen: kode {pin(pick(4, 5, 6))}",
          f"BankID app on the office iPhone: app PIN {pin(6)}, iPhone skjermlås {pin(6)}",
          f"Sigrid sin BankID på mobil (hun ba meg ta vare på den): personlig kode {pin(5)} og passord {npw()}")
    r.add("altinn_virksomhetsbruker",
          f"Altinn virksomhetsbruker for laget\nbruker: nv{digits(6)}\npassord: {npw()}",
          f"altinn – enterprise user {orgnr()}-regnskap / {rnd(ALNUM, 12)} (brukes av regnskapsfører til a-melding)",
          f"Logg inn Altinn som virksomhet: brukernavn nordvaer_mva, passord {npw()}. Husk at det utløper i mars.")
    r.add("altinn_api",
          f"Altinn ApiKey til rapporteringa fra Tripletex: {uid().upper()}",
          'Maskinporten-nøkkel (JWK) for a-melding via API:\n{"kty":"EC","crv":"P-256","kid":"nordvaer-2024","d":"' + b64(secrets.token_bytes(32)).replace('+', '-').replace('/', '_').rstrip('=') + '","x":"' + b64(secrets.token_bytes(32)).replace('+', '-').replace('/', '_').rstrip('=') + '","y":"' + b64(secrets.token_bytes(32)).replace('+', '-').replace('/', '_').rstrip('=') + '"}',
          f"altinn api: ApiKey={rnd(UPPER + DIGITS, 32)} sammen med virksomhetssertifikatet, sertifikatpassord {npw()}")
    r.add("tripletex_login",
          f"Tripletex: post@{e} / {npw()}",
          f"Tripletex innlogging for Marit (ny regnskapsfører)\nepost: marit.regnskap@{e}\nmidlertidig passord: {rnd(ALNUM, 10)}",
          f"tripletex.no - login daglig.leder@{e}, passordet er {npw()} (byttet etter phishing-mailen)")
    r.add("tripletex_token",
          f"Tripletex API til vekta-integrasjonen:\nconsumerToken={tripletex_token()}\nemployeeToken={tripletex_token()}",
          f"employee token for the Tripletex integration (made by Jens): {tripletex_token()}",
          f"curl -u 0:{tripletex_token()} https://tripletex.test/v2/ledger/voucher?dateFrom=2024-01-01")
    r.add("fiken_login",
          f"Fiken (for gardsbutikken) – innlogging: butikk@{e}, passord {npw()}",
          f"fiken: {secrets.choice(NAVN).lower()}@{e} / {npw()}",
          f"Login to Fiken for the farm shop books: user hanne@{e}, password {npw()}")
    r.add("fiken_token",
          f"Fiken personlig API-token (til Zettle-synk): {rnd(ALNUM, 48)}",
          f"Authorization: Bearer {rnd(ALNUM, 48)}  <- fiken api, for scriptet som henter fakturaer",
          f"FIKEN_API_TOKEN={rnd(ALNUM, 48)}\nFIKEN_COMPANY=nordvaer-fiske-og-gard-sa")
    r.add("vipps_client_secret",
          f"Vipps eCom (nettbutikken)\nclient_id: {uid()}\nclient_secret: {rnd(B64, 40)}",
          f"vipps client secret ble rotert i dag, ny: {rnd(B64, 40)}",
          f"Vipps MobilePay API keys for the farm shop: client_id {uid()}, client secret {rnd(B64, 40)}, MSN {digits(6, lead=True)}")
    r.add("vipps_subscription_key",
          f"Ocp-Apim-Subscription-Key: {hexs(32)}  (vipps, primær)",
          f"Vipps subscription key (sekundær, i tilfelle den primære må byttes): {hexs(32)}",
          f"vipps test-nøkler:\nMerchant-Serial-Number: {digits(6, lead=True)}\nOcp-Apim-Subscription-Key: {hexs(32)}\nclient_secret: {rnd(B64, 40)}")
    r.add("vipps_access_token",
          f"Vipps access token for testing (gyldig en time): Bearer {jwt({'tid': uid(), 'oid': uid(), 'appid': uid(), 'ver': '1.0'}, 'RS256', rnd(URLSAFE, 342))}",
          f"access_token fra vipps /accesstoken/get:\n{jwt({'aud': 'https://vipps.test', 'iss': 'https://sts.acme.test/' + uid() + '/', 'exp': 1_730_000_000 + secrets.randbelow(10**7)}, 'RS256', rnd(URLSAFE, 342))}")
    r.add("satellitt_admin",
          f"Sailor FleetBroadband på båten: web admin http://192.168.0.1, bruker admin, passord {npw()}",
          f"KVH TracPhone (MS «Nordvær») admin login: admin / {rnd(ALNUM, 10)}\nbruker-PIN for tale: {pin()}",
          f"Iridium Certus terminal, Thales webUI: admin pw {npw()}\nSIM PIN {pin()}")
    r.add("satellitt_konto",
          f"Starlink-kontoen til båten: starlink@{e} / {npw()}",
          f"satellite airtime portal (Marlink) – login skipper@{e}, password {npw()}, customer no. {digits(7)}",
          f"Starlink-app på brua\nkonto: baat@{e}\npassord: {npw()}")
    r.add("fryselager_alarm",
          f"Alarm fryselageret: kode {pin(pick(4, 5, 6))}",
          f"Alarmkoden på kjølelageret er byttet til {pin(5)} (gammel {pin(5)} virker ikke lenger)",
          f"Cold store alarm (Sector panel by the loading door): user code {pin(4)}, master code {pin(6)}")
    r.add("alarm_kodeord",
          f"Kodeord til alarmsentralen hvis de ringer: «{secrets.choice(ORD)}{digits(2)}»",
          f"Verisure fjøs: kode {pin()} og kodeord {secrets.choice(ORD).capitalize()}{secrets.choice(ORD)}",
          f"If the alarm company calls about the cold store, the safe word is {secrets.choice(ORD)}-{digits(3)}")
    r.add("dieseltank_pin",
          f"Dieseltanken på kaia, PIN {pin()}",
          f"PIN på tankanlegget (anleggsdiesel til traktoren): {pin(pick(4, 5))}, marine diesel til båten: {pin(pick(4, 5))}",
          f"Fuel tank at the quay: pump PIN {pin()} — don't give it to the hired crew")
    r.add("drivstoffkort",
          f"Drivstoffkort (båten): {groups(luhn('700222', 19), 4)} PIN {pin()}",
          f"Circle K bedriftskort til pickupen {groups(luhn('7077', 18), 4)}, pin-kode {pin()}",
          f"fuel card for the tractor: card ending {digits(4)}, PIN {pin()}")
    r.add("m365_admin",
          f"Microsoft 365 global admin: admin@acmenordvaer.onmicrosoft.com / {npw()}",
          f"M365 break-glass konto (skal aldri brukes til vanlig):\nbrukernavn: breakglass@{e}\npassord: {rnd(ALNUM + '!#%&*+-', 24)}",
          f"Office 365-admin for laget er meg, passord {npw()}. Tor har også admin, hans er {npw()}")
    r.add("m365_app_secret",
          f"Azure app 'skanner-til-sharepoint'\ntenant {uid()}\nclient id {uid()}\nsecret {azure_secret()}  (utløper {dato()})",
          f"client secret for the Graph app that files invoices from the shared mailbox: {azure_secret()}",
          f"AZURE_CLIENT_SECRET={azure_secret()}")
    r.add("mfa_backup",
          "Reservekoder Microsoft/Google for post@-kontoen:\n" + recovery_codes(6, "alnum"),
          "Backup codes for the admin account (print and lock in the safe): " + recovery_codes(5, "digits"))
    r.add("wifi_kontor",
          f"Wifi kontoret: Nordvaer-Kontor / {npw()}",
          f"WLAN på kontoret er byttet. SSID NV-ansatte, passord {rnd(ALNUM, 12)}",
          f"Office Wi-Fi (the good one, not the guest): {npw()}")
    r.add("wifi_baat",
          f"Wifi om bord: «{regmerke()} Bro», passord {npw()}",
          f"Starlink-wifi på båten, nettverk STARLINK-{digits(4)}, passordet er {secrets.choice(ORD)}{secrets.choice(ORD)}{digits(3)}",
          f"Boat Wi-Fi for the crew: {secrets.choice(ORD)}{digits(4)} (the bridge network has its own: {npw()})")
    r.add("wifi_fjos",
          f"Wifi i fjøset (til melkerobot og kamera): FjosNett / {npw()}",
          f"nettet i nye fjøset: {rnd(ALNUM, 16)}",
          f"barn Wi-Fi changed after the robot service: {npw()}")
    r.add("vekt_program",
          f"Vekta i mottaket (Scanvaegt-programmet): admin-kode {pin(6)}, operatør {pin(4)}",
          f"Marel Innova login på mottakspc: innova_admin / {npw()}",
          f"weighing scale software – supervisor password {npw()}, service tech gets PIN {pin(5)}")
    r.add("vekt_database",
          f"Innova databasen: Server=mottak-pc.internal\\SQLEXPRESS;Database=Innova;User Id=sa;Password={npw()};",
          f"SQL for vektprogrammet, hvis det må reinstalleres: sa / {rnd(ALNUM + '!#', 16)}",
          f"Excel-rapporten fra vekta bruker ODBC:\nDSN=Innova;UID=rapport;PWD={npw()}")
    r.add("felles_epost",
          f"Felles e-post til medlemmene: medlem@{e} passord {npw()}",
          f"post@{e} – passord {npw()} (alle i styret har det, bytt hvis noen går ut)",
          f"shared members' mailbox login: styret@{e} / {npw()}")
    r.add("epost_skanner",
          f"Skanneren sender via SMTP: smtp.{e}:587, bruker skanner@{e}, passord {rnd(ALNUM, 16)}",
          f"IMAP for the old mail on the laptop: imap.{e}, user arkiv@{e}, app password {groups(rnd(LOWER, 16), 4)}",
          f"printer i mottaket – scan to mail\nSMTP-server: smtp.{e}\nbruker: printer@{e}\npassord: {npw()}")
    r.add("vpn_wireguard",
          f"WireGuard til kontoret (laptopen min)\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.20.0.5/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.{e}:51820",
          f"wg-nøkkel for båt-ruteren: PrivateKey = {wg_key()}",
          f"VPN for Jens (hjemmekontor): private key {wg_key()}, peer vpn.nordvaer.internal")
    r.add("vpn_login",
          f"FortiClient VPN: vpn.{e}:10443, bruker {secrets.choice(NAVN).lower()}, passord {npw()}",
          f"IPsec pre-shared key mellom kontoret og mottaket: {rnd(ALNUM, 24)}",
          f"OpenVPN profile for the accountant: user regnskap, password {npw()}, key passphrase {npw()}")
    r.add("ruter_admin",
          f"Ruteren på kontoret (192.168.1.1): admin / {npw()}",
          f"4G-ruteren på båten, Teltonika RUT: root passord {rnd(ALNUM, 12)}",
          f"router admin in the barn: {npw()}")
    r.add("nas_backup",
          f"Synology på kontoret: admin-bruker nvadmin, passord {npw()}\nHyper Backup krypteringspassord: {phrase(ORD, 4, '-')}",
          f"backup NAS (nas.nordvaer.internal) login backup / {rnd(ALNUM, 18)}",
          f"NAS-en på båten (film og kart): admin {npw()}")
    r.add("firmakort",
          f"Firmakortet (Visa): {card('4')} utløp {card_expiry()} CVC {digits(3)}",
          f"Mastercard bedrift til innkjøp: {card('5')}, {card_expiry()}, cvc {digits(3)}",
          f"company card for diesel & parts: {card('4')} exp {card_expiry()} security code {digits(3)}")
    r.add("bank_api",
          f"Sparebank-integrasjon i Tripletex: client_id {uid()} client_secret {rnd(URLSAFE, 43)}",
          f"bank API (payment file upload) – secret {rnd(ALNUM, 40)}, the id is in the contract")
    r.add("ers_fangstdagbok",
          f"ERS fangstdagbok på båten: bruker {kallesignal()}, passord {npw()}",
          f"elektronisk fangstdagbok (nytt program fra leverandøren) login skipper / {rnd(ALNUM, 10)}",
          f"ERS software admin password {npw()}, the PIN to sign the DCA reports is {pin()}")
    r.add("raafisklaget",
          f"Råfisklaget min side: {secrets.choice(NAVN).lower()}.mottak / {npw()}",
          f"Sluttseddelportalen – brukernavn NV-MOTTAK, passord {npw()}",
          f"Login to the fish sales organisation's portal for the receiving station: mottak@{e} / {npw()}")
    r.add("tine_medlem",
          f"Tine medlemssider (produsent): {npw()}",
          f"Tine og Nortura innlogging, samme passord begge steder (dumt, jeg vet): {npw()}")
    r.add("felleskjopet",
          f"Felleskjøpet nettbutikk: innkjop@{e} / {npw()}",
          f"FK web shop account for the co-op, password {npw()}")
    r.add("kamera_fjos",
          f"Kamera i fjøset: rtsp://admin:{npw()}@192.168.10.64:554/Streaming/Channels/101",
          f"Hikvision NVR på kaia: admin / {rnd(ALNUM, 12)}, verifiseringskode {rnd(UPPER, 6)}",
          f"barn camera app login camera@{e} password {npw()}")
    r.add("teamviewer",
          f"TeamViewer melkeroboten (Lely service bruker den): ID {digits(3, lead=True)} {digits(3)} {digits(3)}, passord {npw()}",
          f"teamviewer til vekt-pcen: {digits(10, lead=True)} / {rnd(ALNUM, 8)}",
          f"TeamViewer unattended access on the office PC, ID {digits(9, lead=True)}, personal password {npw()}")
    r.add("anydesk",
          f"AnyDesk mottakspc {digits(3, lead=True)} {digits(3)} {digits(3)}, passord for uovervåket tilgang: {npw()}",
          f"anydesk on the bridge laptop: {digits(10, lead=True)}, unattended pw {rnd(ALNUM, 12)}")
    r.add("wordpress",
          f"Nettsida (WordPress): wp-admin bruker nordvaer, passord {npw()}",
          f"WordPress applikasjonspassord for Instagram-pluginen: {groups(rnd(ALNUM, 24), 4)}",
          f"website login: https://{e}/wp-admin — editor / {npw()}")
    r.add("domene_hosting",
          f"Domeneshop: kunde@{e} / {npw()}",
          f"Domeneshop API (for DNS-oppdatering på båten): token {rnd(LOWER + DIGITS, 16)} secret {rnd(ALNUM, 64)}")
    r.add("peppol_ehf",
          f"EHF/Peppol aksesspunkt API-nøkkel: X-Api-Key: {rnd(ALNUM, 32)}",
          f"Peppol access point for e-invoices, API key {hexs(40)}")
    r.add("sim_puk",
          f"SIM i 4G-ruteren på båten: PIN {pin()} PUK {digits(8)}",
          f"PUK til jobbmobilen min: {digits(8)}  (PIN {pin()})",
          f"Crew phone SIM – PIN {pin()}, PUK {digits(8)}")
    r.add("dorkode",
          f"Dørkode kontoret: {pin()}#",
          f"Nøkkelboks ved mottaket: {pin()}. Nøkkel til fryselageret ligger der.",
          f"door code for the salt shed is {pin()}*, the gate at the quay {pin()}")
    r.add("safe_kode",
          f"Safen på kontoret: {digits(2)}-{digits(2)}-{digits(2)}",
          f"kode safe {pin(6)} (kontanter fra gardsbutikken + kodebrikkene)")
    r.add("zettle",
          f"Zettle (kassa i gardsbutikken): butikk@{e} / {npw()}",
          f"Zettle API key for the Fiken sync:\n{jwt({'iss': 'iZettle', 'aud': 'API', 'sub': uid(), 'scope': 'READ:PURCHASE READ:FINANCE'}, 'RS256', rnd(URLSAFE, 342))}")
    r.add("mybring",
          f"Mybring API: X-Mybring-API-Uid: frakt@{e}, X-Mybring-API-Key: {uid()}",
          f"Mybring login for the box shipments (fish to customers): frakt@{e} / {npw()}")
    r.add("apple_id",
          f"Apple-ID til iPaden på båten: ipad.baat@{e} / {npw()}",
          f"Apple ID for the office iPhone: telefon@{e}, password {npw()}, recovery key {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}")
    r.add("facebook_side",
          f"Facebook (lagets side) – innlogging media@{e}, passord {npw()}",
          "facebook backup codes: " + recovery_codes(5, "digits"))
    r.add("telenor_bedrift",
          f"Telenor Min Bedrift: admin {secrets.choice(NAVN).lower()}@{e}, passord {npw()}",
          f"mobile operator business portal – login {digits(8, lead=True)} password {npw()}")
    r.add("strom_minside",
          f"Strømselskapet Min side (fjøset + mottaket): {npw()}",
          f"power company portal: strom@{e} / {npw()}")
    r.add("ssh_fjos_pi",
          f"Raspberry Pi som logger temperatur i fryselageret: ssh pi@temp-pi.nordvaer.internal, passord {npw()}",
          "Jens la inn denne nøkkelen for pi-en i fjøset:\n" + openssh_private())
    r.add("bitwarden_master",
          f"Hovedpassord Bitwarden (hvis jeg blir påkjørt av en traktor): {phrase(ORD, 4, '-')}-{digits(2)}",
          f"Bitwarden master password for the co-op vault: {phrase(ORD, 5, ' ')}")
    r.add("basic_auth_temp",
          f"Temperaturloggeren sin API: Authorization: Basic {basic('logger', rnd(ALNUM, 16))}",
          f"curl -u kjolelager:{npw()} http://temp-pi.nordvaer.internal/api/alarms")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("orgnr",
          f"Org.nr. til laget: {orgnr()}",
          f"Nytt orgnummer på fiskebåtselskapet etter omdanningen: {groups(orgnr(), 3)}",
          f"Supplier check: Lofot-Is AS org. no. {orgnr()}, Nordland Garnbøteri org. no. {orgnr()} (both in Brønnøysund)")
    r.add("mva_nummer",
          f"MVA: NO {orgnr()} MVA",
          f"VAT number for the invoice to the German buyer: NO{orgnr()}MVA, their USt-IdNr DE{digits(9, lead=True)}",
          f"Husk å skrive NO{orgnr()}MVA på fakturaen til Fiskehallen, og vårt: NO {groups(orgnr(), 3)} MVA")
    r.add("kid",
          f"Betal strømregninga: KID {kid(15)}, konto {kontonr()}",
          f"Faktura fra Felleskjøpet, KID: {kid(12)}  beløp 18 430,00  forfall {dato()}",
          f"KID {kid(10)} (kontingent) og KID {kid(13)} (andelsinnskudd) – ikke bland dem")
    r.add("kontonummer",
          f"Kontonr til Fiskebåtforsikring: {kontonr()}",
          f"Utbetaling til medlemmer fra kontoen {kontonr()}; driftskonto {kontonr(False)}",
          f"Account number for the net repair invoice: {kontonr()} (Lofoten Nøtbøteri)")
    r.add("iban_bic",
          f"IBAN til den danske oppkjøperen: {iban('DK', digits(14))}, BIC {pick('DABADKKK', 'NDEADKKK', 'JYBADKKK')}",
          f"Vår IBAN: {iban('NO', kontonr(False))}  SWIFT/BIC: {pick('SNOWNO22', 'SPRONO22', 'DNBANOKKXXX')}",
          f"IBAN for the Icelandic gear supplier {iban('IS', digits(22))} — payment ref 2024-{digits(4)}")
    r.add("registreringsmerke",
          f"Båten heter «Nordvær», merke {regmerke()}",
          f"Kjøpt snurrevadbåt fra Vesterålen: {regmerke()}, den gamle sjarken {regmerke()} selges",
          f"Landings today: {regmerke()}, {regmerke()}, {regmerke()} and {regmerke()} at the quay")
    r.add("kallesignal",
          f"Kallesignal {kallesignal()}",
          f"MS Nordvær kallesignal {kallesignal()}, følgebåten {kallesignal()}",
          f"call sign {kallesignal()} on VHF 16, working channel 10")
    r.add("imo",
          f"IMO {imo()}",
          f"Brønnbåten som henter fisken neste uke: IMO {imo()}, MMSI {mmsi()}",
          f"IMO number for the insurer form: {imo()} (old vessel was {imo()})")
    r.add("mmsi",
          f"MMSI: {mmsi()}",
          f"AIS viser {mmsi()} ved moloen, det er nok feeder-båten",
          f"MMSI {mmsi()} on the new VHF (DSC), EPIRB hex ID {hexs(15).upper()}")
    r.add("sluttseddel",
          f"Sluttseddel nr {digits(7, lead=True)} – {kg()} kg torsk, {regmerke()}",
          f"Feil på sluttseddel {pick('A', 'B', 'S')}{digits(6, lead=True)}-{digits(2)}, må korrigeres i portalen før fredag",
          f"landing note no. {digits(8, lead=True)} (seddel) and {digits(8, lead=True)} both went to the wrong buyer")
    r.add("kvote",
          f"Kvote 2025: {secrets.randbelow(60) + 20} tonn torsk, deltakeradgang {pick('J', 'K')}-{digits(3)}-{digits(3)}",
          f"Strukturkvote ref. {pick('SK', 'ST')}{digits(2)}-{digits(4)}, kvotefaktor {secrets.randbelow(3) + 1},{digits(4)}",
          f"Quota reference {digits(4)}/{digits(3, lead=True)} at the Directorate of Fisheries, remaining {kg()} kg sei")
    r.add("ordrenummer",
          f"Ordre {digits(8, lead=True)} (isposer + kasser) bekreftet, levering uke {secrets.randbelow(52) + 1}",
          f"Bestillingsnr. FK-{digits(6)}-{rnd(UPPER, 2)} kraftfôr 4 tonn",
          f"order #{rnd(UPPER + DIGITS, 8)} from the net supplier, tracking to follow")
    r.add("fakturanummer",
          f"Faktura {digits(5, lead=True)} til Fiskehallen er sendt, beløp {secrets.randbelow(90000) + 10000},00",
          f"Fakturanr {pick('2024', '2025')}-{digits(4)} og {pick('2024', '2025')}-{digits(4)} er betalt (KID {kid(11)})",
          f"Invoice INV-{digits(6)} from the mechanic, due {dato()}, ref. {rnd(UPPER + DIGITS, 6)}")
    r.add("gps_posisjon",
          f"Garnene står på {posdm()}",
          f"Posisjon line: {pos()} – {pos()}",
          f"Good spot last week: {posdm()}, depth 140 m")
    r.add("tidevann",
          f"Flo {kl()} ({secrets.randbelow(150) + 150} cm), fjære {kl()} ({secrets.randbelow(80) + 10} cm)",
          f"Tidevann Bodø {dato()}: HV {kl()} {secrets.randbelow(100) + 200} cm, LV {kl()} {secrets.randbelow(60) + 20} cm",
          f"high tide {kl()}, low {kl()}, springflo on the {secrets.randbelow(28) + 1}th")
    r.add("vekt_kg",
          f"Levert i dag: torsk {kg()} kg, hyse {kg()} kg, sei {kg()} kg",
          f"Veid inn brutto {kg()} kg, tara {secrets.randbelow(200) + 50},{digits(1)} kg, netto {kg()} kg",
          f"Lamb weights: #{digits(5)} {secrets.randbelow(20) + 15},{digits(1)} kg, #{digits(5)} {secrets.randbelow(20) + 15},{digits(1)} kg")
    r.add("support_ticket",
          f"Sak hos Tripletex support: #{digits(7, lead=True)}",
          f"Ticket INC{digits(7)} hos Marlink om dekning i Vestfjorden",
          f"Vipps support case {digits(8, lead=True)}, ref. {rnd(UPPER + DIGITS, 10)}")
    r.add("serienummer",
          f"Serienr vekta: {rnd(UPPER, 2)}{digits(8)}",
          f"Kompressoren på fryselageret: S/N {rnd(UPPER + DIGITS, 12)}, modell {rnd(UPPER, 3)}-{digits(3)}",
          f"Serial on the echo sounder {digits(4)}-{rnd(UPPER + DIGITS, 6)}; radar S/N {rnd(UPPER + DIGITS, 10)}")
    r.add("bilskilt",
          f"Pickupen: {skilt()}",
          f"Traktoren {skilt()} og henger {skilt()} skal på EU-kontroll",
          f"Fish truck arrives 06:30, plate {skilt()} (trailer {skilt()})")
    r.add("kodebrikke_serie",
          f"Kodebrikka til Ola har serienr. {digits(10, lead=True)}, den er meldt tapt til banken",
          f"Bestilt ny kodebrikke, serienummeret på baksida: {groups(digits(12, lead=True), 4, '-')}",
          f"Kodebrikker i laget:\nKari – {digits(10, lead=True)}\nOla – {digits(10, lead=True)}\nmeg – {digits(10, lead=True)}\n(alle utløper {dato()})")
    r.add("individnummer_dyr",
          f"Øremerke ku: NO {digits(5)} {digits(4)} ({secrets.choice(['Dagros', 'Stjerne', 'Rosa', 'Fagerlin'])})",
          f"Kalv født {dato()}, individnr {digits(5, lead=True)}{digits(4)}, mor {digits(4)}",
          f"Sheep tags: NO{digits(6)}{digits(5)}, NO{digits(6)}{digits(5)} missing after the autumn round-up")
    r.add("produsentnummer",
          f"Produsentnummer: {digits(4)}{digits(5)}",
          f"Tine produsentnr {digits(6, lead=True)}, Nortura leverandørnr {digits(7, lead=True)}",
          f"Søknad produksjonstilskudd\nprodusentnr: {digits(9, lead=True)}\nfrist: {dato()}\nantall sau: {secrets.randbelow(200) + 50}")
    r.add("godkjenningsnummer",
          f"Mattilsynets godkjenningsnummer for mottaket: N-{digits(4, lead=True)}",
          f"Approval number on the boxes: NO {digits(4, lead=True)} EFTA, lot {digits(6)}",
          f"Ny etikett:\nNORWAY\nN-{digits(4, lead=True)}\nEFTA\nfanget {dato()}, FAO 27.{pick('I.b', 'II.a')}")
    r.add("sporingsnummer",
          f"Sending til Oslo: sporingsnr {digits(18, lead=True)}",
          f"Posten: {rnd(UPPER, 2)}{digits(9)}NO (rekommandert)",
          f"Bring parcel {digits(14, lead=True)} is stuck in Bodø")
    r.add("peppol_id",
          f"EHF-adresse: 0192:{orgnr()}",
          f"Peppol ID for Fiskehallen 0192:{orgnr()}, ours 0192:{orgnr()}",
          f"EHF-faktura mottatt fra 0192:{orgnr()}, dokument-ID {uid()}")
    r.add("vipps_msn",
          f"Vipps-nummer gardsbutikken: {digits(6, lead=True)}",
          f"Vipps MSN {digits(6, lead=True)}, ordre-ID nv-{digits(10, lead=True)}-{rnd(LOWER + DIGITS, 6)}",
          f"Vipps refund for order {rnd(LOWER + DIGITS, 12)}, transaction {digits(10, lead=True)}")
    r.add("starlink_kit",
          f"Starlink kit-nummer {rnd(UPPER, 4)}{digits(8)}, terminal-ID ut{hexs(8)}-{hexs(8)}-{hexs(8)}",
          f"Dish serial {rnd(UPPER + DIGITS, 14)} replaced under warranty, RMA {digits(8, lead=True)}",
          f"Starlink på båten\nkit: KIT{digits(9, lead=True)}\nserienr: {rnd(UPPER + DIGITS, 14)}\nabonnement: Maritime 50 GB, ref {rnd(UPPER + DIGITS, 8)}")
    r.add("imei_iccid",
          f"IMEI på 4G-ruteren: {luhn('35', 15)}",
          f"SIM-kort bytt, nytt ICCID {groups(luhn('894708', 19), 4)}",
          f"Iridium handset IMEI {luhn('30', 15)}, phone no. +8816 {digits(8)}")
    r.add("mac_ip",
          f"Melkeroboten: MAC {mac(':', True)}, IP 192.168.10.{secrets.randbelow(200) + 20}",
          f"DHCP-reservasjon vekta {mac('-', True)} -> 10.0.{secrets.randbelow(10)}.{secrets.randbelow(200) + 20}",
          f"Camera MACs: {mac()}, {mac()}, {mac()}")
    r.add("firmware_checksum",
          f"Firmware til ruteren RUT_R_00.07.{secrets.randbelow(9)}.{secrets.randbelow(9)} sha256 {hexs(64)}",
          f"Innova update package checksum MD5 {hexs(32)} — matches the vendor's page",
          f"ERS-oppdatering lastet ned:\nfil: ers_setup_{secrets.randbelow(9)}_{secrets.randbelow(20)}.exe\nSHA-1 {hexs(40)}")
    r.add("vaer",
          f"Vær {dato()}: NV {secrets.randbelow(15) + 5} m/s, kast {secrets.randbelow(15) + 20}, {secrets.randbelow(40) + 980} hPa, bølger {secrets.randbelow(40) / 10 + 1:.1f} m",
          f"Forecast: wind SW {secrets.randbelow(20) + 5} kt, swell {secrets.randbelow(30) / 10 + 0.5:.1f} m, {secrets.randbelow(10) - 5} °C",
          f"Værmelding Vestfjorden\n{dato()} {kl()}: V {secrets.randbelow(10) + 5} m/s\n{dato()} {kl()}: NV {secrets.randbelow(10) + 10} m/s\nsjø {secrets.randbelow(30) / 10 + 1:.1f} m")
    r.add("drivstoff_logg",
          f"Fylt {secrets.randbelow(3000) + 500} l diesel {dato()}, tankmåler {digits(6)} → {digits(6)}",
          f"Tankkvittering nr {digits(9, lead=True)}, kort ****{digits(4)}, {secrets.randbelow(900) + 100},{digits(2)} l",
          f"Fuel log: {secrets.randbelow(2000) + 300} l at {kl()}, transaction {rnd(UPPER + DIGITS, 10)}, pump 3")
    r.add("tolldeklarasjon",
          f"Tolldeklarasjon MRN {pick('24', '25')}NO{rnd(UPPER + DIGITS, 13)}{digits(1)}",
          f"Export to Sweden: MRN {pick('24', '25')}NO{rnd(UPPER + DIGITS, 13)}{digits(1)}, HS 0302.51, {kg()} kg",
          f"Tollkvittering {digits(10, lead=True)}, varenr 0303.63.00, EORI NO{orgnr()}")
    r.add("altinn_kvittering",
          f"Altinn kvittering AR{digits(9, lead=True)} (a-melding januar)",
          f"MVA-melding sendt, referanse AR{digits(9, lead=True)}, KID for innbetaling {kid(25)}",
          f"Altinn receipt AR{digits(9, lead=True)}, message id {uid()}")
    r.add("bilagsnummer",
          f"Bilag {digits(4, lead=True)} og {digits(4, lead=True)} mangler vedlegg i Tripletex",
          f"Fiken bilagsnr {pick('2024', '2025')}-{digits(4)}: isolering fryselager",
          f"voucher {digits(5, lead=True)} booked to account {pick('6540', '7140', '4300', '3000')}")
    r.add("telefonnummer",
          f"Ring mekaniker: {digits(3, lead=True)} {digits(2)} {digits(3)}, vakttelefon {digits(8, lead=True)}",
          f"Kystradio Nord +47 {digits(8, lead=True)}; fryselager-vakt {digits(3, lead=True)} {digits(2)} {digits(3)}")
    r.add("matrikkel",
          f"Gnr {secrets.randbelow(200) + 1} bnr {secrets.randbelow(50) + 1} (kaia), festenr {secrets.randbelow(5) + 1}",
          f"Property {digits(4, lead=True)}-{secrets.randbelow(200) + 1}/{secrets.randbelow(50) + 1} is where the new barn goes")
    r.add("lotnummer",
          f"Lot {pick('24', '25')}{digits(3)}-{rnd(UPPER, 2)}{digits(3)} (klippfisk)",
          f"Partinr {digits(6, lead=True)}/{digits(2)} gikk til Portugal",
          f"Traceability: batch {rnd(UPPER + DIGITS, 8)}, catch date {dato()}, area {pick('03', '04', '05')}-{digits(2)}")
    r.add("strekkode",
          f"Strekkode lammerull: {gtin()}",
          f"GTIN på fiskekassene {gtin()} og {gtin()}",
          f"EAN {gtin()} – smoked cod 200 g")
    r.add("passord_referanse",
          "Passordet til Tripletex er byttet, ligger i Bitwarden under «Regnskap».",
          "Kodebrikka og BankID-passordet til Kari ligger i safen, ikke noe her.",
          "The boat Wi-Fi password is on the sticker inside the wheelhouse door; ask the skipper.")
    r.add("mfa_policy",
          f"M365: tvinger MFA for alle fra {dato()}, passord minst {secrets.randbelow(6) + 12} tegn, utløp {pick(90, 180, 365)} dager",
          "Vipps-portalen krever BankID, så ingen egne passord der lenger.")
    r.add("polisenummer",
          f"Forsikring båt: polise {digits(8, lead=True)}, skadenr {digits(9, lead=True)}",
          f"Insurance policy {rnd(UPPER, 2)}-{digits(7)}, claim {digits(6)}/{pick('24', '25')}")
    r.add("saksnummer",
          f"Fiskeridirektoratet saksnr {pick('24', '25')}/{digits(5, lead=True)}",
          f"Mattilsynet sak {pick('2024', '2025')}/{digits(6, lead=True)} om mottaket, deres ref. {rnd(UPPER, 3)}-{digits(4)}",
          f"Kommunen, byggesak {pick('24', '25')}/{digits(4, lead=True)}-{digits(2)} (nytt fjøs)")
    r.add("chassisnummer",
          f"Traktor chassisnr {pick('KBT', 'W09', 'VLU', 'ZKD')}{rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 14)}",
          f"VIN on the pickup: {pick('JMB', 'WV1', 'NMT')}{rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 14)}, reg {skilt()}")
    r.add("maalepunkt",
          f"Målepunkt-ID fjøset: 7070575000{digits(8)}",
          f"Metering point {'7070575000' + digits(8)} (quay) and {'7070575000' + digits(8)} (cold store)")
    r.add("kundenummer",
          f"Kundenr hos Felleskjøpet: {digits(7, lead=True)}",
          f"Telenor kundenr {digits(9, lead=True)}, avtalenr {rnd(UPPER, 2)}{digits(6)}",
          f"Customer number with Marlink {digits(7, lead=True)}, contract {rnd(UPPER + DIGITS, 9)}")
    r.add("bestillingsref",
          f"Widerøe Bodø–Oslo, bestillingsref {rnd('ABCDEFGHJKLMNPQRSTUVWXYZ', 6)}",
          f"Hurtigruten bookingnr {rnd(UPPER + DIGITS, 8)}, lugar {secrets.randbelow(500) + 100}",
          f"Ferry ticket {digits(10, lead=True)}, car {skilt()}, departure {kl()}")
    r.add("wifi_nett",
          f"Wifi-nettene: NV-Kontor (5 GHz, kanal {pick(36, 44, 149)}), NV-Gjest, FjosNett — alle på {mac(':', True)}",
          f"Boat network: SSID STARLINK-{digits(4)}, DHCP 192.168.1.{secrets.randbelow(50) + 10}–200, signal {secrets.randbelow(30) - 80} dBm")
    r.add("ers_melding",
          f"DCA-melding sendt {kl()} UTC, meldingsnr {digits(9, lead=True)}, RN {rnd(UPPER + DIGITS, 10)}",
          f"POR (ankomst) kvittert, ERS ref {uid()}",
          f"Catch report acknowledged: msg id {digits(10, lead=True)}, trip {pick('2024', '2025')}{digits(4)}")
    r.add("fiskerikoder",
          f"Artskode 1022 (torsk), redskap {pick('51', '22', '41', '61')}, fangstfelt {pick('00', '03', '04', '05')}-{digits(2)}",
          f"Tilvirkningskode {secrets.randbelow(200) + 100}, kvalitet {pick('A', 'B', 'E')}, størrelse {pick('1', '2', '3')}+ – kode {digits(4)}",
          f"Codes on the landing note: species 1027, condition {pick('210', '211', '410')}, usage {pick('100', '130', '180')}, zone {pick('N', 'S')}{digits(2)}")
    r.add("alarmlogg",
          f"Alarmen på fryselageret gikk {kl()}, sone {secrets.randbelow(8) + 1}, hendelse {digits(7, lead=True)}, -{secrets.randbelow(8) + 16},{digits(1)} °C",
          f"Sector sent event #{rnd(UPPER + DIGITS, 9)} at {kl()}: door sensor 03, no intrusion")
    r.add("motortimer",
          f"Motortimer hovedmotor {digits(5, lead=True)}, oljeskift ved {digits(5, lead=True)}, filter {rnd(UPPER + DIGITS, 7)}",
          f"Engine hours tractor {digits(4, lead=True)}, service code {rnd(UPPER, 1)}{digits(3)} done")
    r.add("programversjon",
          f"Innova versjon 7.{secrets.randbelow(9)}.{secrets.randbelow(30)} build {hexs(7)}",
          f"ERS app updated to {secrets.randbelow(5) + 2}.{secrets.randbelow(20)}.{secrets.randbelow(100)} ({hexs(10)})")
    r.add("betalingsterminal",
          f"Bankterminalen i butikken: terminal-ID {digits(8, lead=True)}, BAX {digits(6, lead=True)}",
          f"Card terminal {rnd(UPPER + DIGITS, 10)} batch {digits(6)} settled {kl()}, total {secrets.randbelow(20000) + 500},00")
    return r


def main() -> None:
    write_corpora("make_heldout61.py", [
        ("heldout61_credentials.yaml", credentials(), "batch 61 (fishing and farming co-op manager, northern Norway), written blind; every value synthetic"),
        ("heldout61_lookalikes.yaml", lookalikes(), "batch 61 look-alikes: co-op identifiers, invoices, vessel marks, positions, weights and serials, written blind"),
    ])


if __name__ == "__main__":
    main()
