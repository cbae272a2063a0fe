# ruff: noqa: E501
"""Writes heldout302_credentials.yaml and heldout302_lookalikes.yaml: held-out batch 302.

Persona: a hospital biomedical engineer (ingegnere clinico) in Milan who writes his notes in
Italian with some English. He keeps the service passwords of infusion pumps, ventilators and
the PACS workstation, the PINs of the Dräger and GE service-software dongles, the hospital
Wi-Fi RADIUS secret, the CMMS login, the vendors' remote-support portal credentials and
TeamViewer passwords, his SPID and Fascicolo Sanitario credentials and the workshop cabinet
code, next to many look-alikes: device serial numbers, UDI codes, asset tags, IP addresses,
ticket numbers, firmware hashes, DICOM UIDs, HL7 message ids, certificate thumbprints and
CND codes that are not secret at all.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    app_password,
    bitlocker_key,
    digits,
    groups,
    hexs,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

SYMBOLS = "!#%&*+-"


def ip(prefix: str = "10.") -> str:
    """A private address under `prefix`."""
    parts = prefix.rstrip(".").split(".")
    while len(parts) < 4:
        parts.append(str(secrets.randbelow(253) + 1))
    return ".".join(parts)


def gtin14() -> str:
    """A GTIN-14 with a valid GS1 check digit (the (01) of a UDI)."""
    body = "0" + "80" + digits(10)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def udi() -> str:
    """A GS1 UDI in human-readable form: GTIN, expiry, lot, serial."""
    return f"(01){gtin14()}(17){pick('26', '27', '28')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}(10){rnd(UPPER + DIGITS, 7)}(21){digits(9)}"


def dicom_uid(root: str = "1.2.826.0.1.3680043.10.999") -> str:
    """A DICOM UID under a test root: dotted numbers, at most 64 characters."""
    return f"{root}.{digits(6, True)}.{digits(10, True)}.{digits(5, True)}"


def thumbprint(n: int = 40, sep: str = "") -> str:
    text = rnd(HEX, n).upper()
    return groups(text, 2, sep) if sep else text


def cnd() -> str:
    """A CND (Classificazione Nazionale Dispositivi medici) code: a letter, then digits."""
    return pick("Z12", "Z11", "C03", "A06", "Z12") + digits(pick(4, 6))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "infusion_pump_service_password",
        f"Pompe B. Braun Space, menu service: codice {digits(4)} (non darlo ai reparti!)",
        f"Alaris GP -> service mode, password tecnico {digits(6)}",
        f"Agilia (Fresenius) modalità tecnica: pwd {rnd(UPPER + DIGITS, 6)}. Cambiata dopo l'audit di marzo",
        f"infusion pumps svc pw: Space={digits(4)}, Perfusor={digits(4)}, Alaris={digits(6)}",
        f"Space Online Suite (PC officina) login admin / {pw()}",
    )
    r.add(
        "ventilator_service_password",
        f"Evita V500 service mode: codice {digits(4)} poi conferma con la manopola",
        f"Hamilton C6 configuration mode password: {digits(4)}",
        f"Carescape R860 — Super User pwd {digits(4)}, service password {rnd(ALNUM, 8)}",
        f"Ventilatori TI2:\n- Servo-u service: user 'service' pwd {rnd(ALNUM, 10)}\n- V500: {digits(4)}\n- Savina 300: {digits(5)}",
        f"remember: Savina 300 service code changed to {digits(5)} after FW update",
    )
    r.add(
        "pacs_workstation_password",
        f"Workstation PACS refertazione (Radiologia, sala 3): utente locale pacsadmin / {pw()}",
        f"PACS WS RAD-WS-0{secrets.randbelow(9) + 1} admin pwd: {pw()} — NON è quella di dominio",
        f"Agfa EI service account svc_ei_mi password {rnd(ALNUM + SYMBOLS, 14)}",
        f"Carestream Vue: amministratore 'vueadmin', pass {pw()}",
        f'orthanc.json su radpacs.internal:\n  "RegisteredUsers" : {{ "bme" : "{rnd(ALNUM, 16)}" }}',
    )
    r.add(
        "drager_dongle_pin",
        f"Dongle Dräger Service Connect (chiavetta blu): PIN {digits(6)}",
        f"PIN chiavetta Draeger S/N ARLM-{digits(4)}: {digits(4)}  — 3 tentativi poi si blocca!!",
        f"Dräger dongle PIN = {digits(6)}, PUK {digits(8)}",
        f"draeger service sw, la chiavetta chiede il pin -> {digits(6)}",
    )
    r.add(
        "ge_service_dongle_pin",
        f"GE service dongle (Carescape / iTools) PIN {digits(6)}",
        f"Chiavetta GE Healthcare pin: {digits(4)}",
        f"GE dongle: user PIN {digits(6)}, admin PIN {digits(8)} (l'admin serve solo per sbloccare)",
        f"Token GE per InSite — pin {digits(6)}, se lo sbaglio 5 volte va rispedito a GE",
    )
    r.add(
        "radius_shared_secret",
        f"RADIUS secret per i WLC ({ip('10.20.0.')} e {ip('10.20.0.')}): {rnd(ALNUM, 24)}",
        f"radius server NPS-OSP\n address ipv4 {ip('10.20.1.')} auth-port 1812 acct-port 1813\n key {rnd(ALNUM, 20)}",
        f"shared secret NPS <-> controller wifi 'OSP-Medical': {rnd(ALNUM + SYMBOLS, 22)}",
        f"clients.conf\nclient wlc-padiglione-b {{\n    ipaddr = {ip('10.30.4.')}\n    secret = {rnd(ALNUM, 18)}\n}}",
        f"RADIUS psk (pompe su 802.1X) = {rnd(LOWER + DIGITS, 20)} — chiesto da IT di non scriverlo in chiaro, lo tengo qui intanto",
    )
    r.add(
        "cmms_login",
        f"gestionale manutenzione: user bme_lorenzo  pwd {pw()}",
        f"CMMS https://cmms.ospedale.internal  user: ing.clinica03  pw: {pw()}",
        f"Login CMMS nuovo (scade ogni 90gg): {pw()}",
        f"CMMS utente generico officina 'tecnici' / {pick('Officina', 'Tecnici', 'Manut')}{digits(4)}!",
        f"Infor EAM — mio login lorenzo.b, password {pw()}, tenant OSPMI",
    )
    r.add(
        "cmms_api_key",
        f"CMMS REST API key (integrazione inventario): {hexs(32)}",
        f"X-Api-Key per cmms.ospedale.internal/api/v2: {rnd(ALNUM, 40)}",
        f"curl -H 'Authorization: Bearer {rnd(URLSAFE, 48)}' https://cmms.ospedale.internal/api/workorders",
        f"token API del CMMS per lo script python degli ordini di lavoro = {uid().replace('-', '')}{hexs(8)}",
    )
    r.add(
        "vendor_portal_credentials",
        f"MyGEHealthCare portal: user bme.milano@ospedale.example / {pw()}",
        f"Portale Dräger service partner: login lorenzo.bme, password {pw()}",
        f"Philips InCenter — ing.clinica@ospedale.example pw {pw()}",
        f"Portale assistenza Mindray: utente OSP-MI-{digits(4)} password {pw()}",
        f"B. Braun service portal credenziali: tecnico_mi{digits(2)} / {pw()} (MFA sul telefono di servizio)",
    )
    r.add(
        "teamviewer_password",
        f"TeamViewer workstation TAC: ID {groups(digits(10, True), 3)} password {rnd(LOWER + DIGITS, 6)}",
        f"TV per assistenza Siemens — ID {digits(10, True)} pw {rnd(ALNUM, 8)}",
        f"Password personale TeamViewer (accesso non presidiato PC officina): {pw()}",
        f"teamviewer ID {groups(digits(9, True), 3)} / pass {rnd(ALNUM, 10)} — darla al tecnico GE solo durante l'intervento, poi cambiarla",
        f"TeamViewer account bme.officina@ospedale.example, password {pw()}",
    )
    r.add(
        "anydesk_password",
        f"AnyDesk PC angiografo: {digits(3, True)} {digits(3)} {digits(3)}, password accesso non presidiato {pw()}",
        f"anydesk pwd workstation ecografi: {rnd(ALNUM, 12)}",
        f"AnyDesk (assistenza Esaote) — unattended access password: {pw()}",
    )
    r.add(
        "spid_credentials",
        f"SPID (PosteID): username la mia mail personale, password {pw()}",
        f"PosteID app, codice PosteID {digits(6)} (serve per autorizzare gli accessi SPID)",
        f"SPID Aruba: utente lorenzo.{digits(3)} / {pw()}",
        f"spid pw nuova dopo reset di ottobre: {pw()}",
    )
    r.add(
        "cie_pin_puk",
        f"CIE: PIN {digits(8)} (prime 4 nella ricevuta, ultime 4 con la carta) — PUK {digits(8)}",
        f"Fascicolo Sanitario Lombardia: accesso con CIE, PIN {digits(8)}",
        f"Tessera sanitaria CNS: PIN {digits(8)}  PUK {digits(8)}",
        f"CieID app, PIN di sblocco {digits(8)}",
    )
    r.add(
        "fascicolo_sanitario_credentials",
        f"FSE: password dei referti PDF (esami del sangue) = {rnd(UPPER + DIGITS, 8)}",
        f"Fascicolo sanitario — codice di ritiro referto online: {rnd(UPPER + DIGITS, 10)}",
        f"credenziali FSE regionali vecchie (prima di SPID): user LRNZ{digits(4)} pw {pw()}",
    )
    r.add(
        "workshop_cabinet_code",
        f"Armadio officina (ricambi e batterie): combinazione {digits(4)}",
        f"codice lucchetto armadietto sonde ecografiche: {digits(3)}",
        f"cassetta chiavi sala macchine: {digits(5)}#",
        f"Keypad porta laboratorio BME: {digits(6)} poi *",
        f"cassaforte dongle/licenze in officina -> {digits(4)} (cambiata a gennaio)",
    )
    r.add(
        "wifi_psk",
        f"Wi-Fi 'OSP-Tecnici' WPA2-PSK: {rnd(ALNUM, 16)}",
        f"SSID BME-Lab, pass {pick('Ossigeno', 'Elettrodo', 'Defibrillatore', 'Ventilatore')}-{digits(4)}-{pick('Milano', 'Niguarda', 'Navigli')}",
        f'network={{\n    ssid="OSP-Devices"\n    psk="{rnd(ALNUM, 20)}"\n    key_mgmt=WPA-PSK\n}}',
        f"wifi isolata per i monitor (VLAN 240): chiave {rnd(LOWER + DIGITS, 24)}",
    )
    r.add(
        "windows_local_admin_password",
        f"PC officina: .\\Administrator / {pw()}",
        f"local admin delle workstation biomed (fuori dominio): bmeadmin {pw()}",
        f"Admin locale PC di servizio Dell Latitude: {rnd(ALNUM + SYMBOLS, 14)}",
        f"net user bmesvc {rnd(ALNUM, 14)} /add   <- account che ho creato sul PC del CT per il vendor",
    )
    r.add(
        "bitlocker_recovery_key",
        f"Laptop di servizio (Dell 5440) BitLocker recovery: {bitlocker_key()}",
        f"chiave di ripristino BitLocker PC ecografo portatile\nID: {uid().upper()[:8]}\nChiave: {bitlocker_key()}",
        f"BitLocker recovery key service laptop #2 = {bitlocker_key()}",
    )
    r.add(
        "email_app_password",
        f"app password Gmail per lo scanner dell'officina: {app_password()}",
        f"password per app (Outlook su tablet giri ispettivi): {rnd(LOWER, 16)}",
        f"SMTP relay per gli allarmi del frigo emoteca: user alert@ospedale.example pass {app_password()}",
    )
    r.add(
        "pec_password",
        f"PEC ingegneria clinica (Aruba) ing.clinica@pec.ospedale.example — pw {pw()}",
        f"PEC mia personale: {pw()}",
        f"pec per i richiami FSCA / avvisi di sicurezza: password {pw()}",
    )
    r.add(
        "vendor_vpn_credentials",
        f"VPN verso Siemens Healthineers (FortiClient): user osp_mi_bme pw {pw()}",
        f"openvpn assistenza Esaote - auth.txt:\nosp-milano\n{rnd(ALNUM, 14)}",
        f"VPN GE InSite: gateway vpn.ge.example, username OSPMI{digits(3)}, password {pw()}, preshared key {rnd(ALNUM, 20)}",
        f"Cisco AnyConnect fornitori (gruppo VENDOR-BME) — utente fornitore.draeger / {pw()}",
    )
    r.add(
        "snmp_community_string",
        f"SNMP community rw degli UPS di sala server: {rnd(ALNUM, 14)}",
        f"snmp-server community {rnd(ALNUM, 12)} RW 10",
        f"SNMPv3 utente bmemon: authPass {rnd(ALNUM, 14)} privPass {rnd(ALNUM, 14)} (SHA/AES)",
    )
    r.add(
        "ups_card_password",
        f"APC NMC (UPS risonanza): apc / {pw()}",
        f"scheda di rete UPS Eaton sala TAC — admin pw {rnd(ALNUM, 12)}",
        f"UPS Riello Netman: admin {pw()}",
    )
    r.add(
        "hl7_interface_password",
        f"Mirth Connect (HL7 monitor -> cartella) admin password {pw()}",
        f"jdbc:postgresql://mirthdb.internal:5432/mirthdb?user=mirth&password={rnd(ALNUM, 16)}",
        f"canale HL7 verso il LIS, utente MLLP-over-TLS keystore password: {rnd(ALNUM, 16)}",
        f"mirth.properties\ndatabase.username = mirth\ndatabase.password = {rnd(ALNUM, 18)}\nkeystore.storepass = {rnd(ALNUM, 16)}",
    )
    r.add(
        "database_connection_string",
        f"Server=sqlcmms.internal,1433;Database=EAM;User Id=eam_app;Password={pw()};",
        f"DB inventario apparecchiature: postgresql://inventario:{rnd(ALNUM, 16)}@pg01.ospedale.internal:5432/inventario",
        f"export DATABASE_URL='mysql://dosimetria:{rnd(ALNUM, 18)}@db-dose.internal/dosewatch'",
        f"stringa ODBC del DoseWatch: DSN=DoseDB;UID=report;PWD={rnd(ALNUM, 14)}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/CMMS:lorenzo.b?secret={rnd(BASE32, 32)}&issuer=CMMS",
        f"seed 2FA portale GE (se perdo il telefono): {groups(rnd(BASE32, 32), 4)}",
        f"chiave segreta TOTP VPN fornitori: {rnd(BASE32, 16)}",
    )
    r.add(
        "recovery_codes",
        f"codici di backup portale Philips:\n{recovery_codes(6, 'other')}",
        f"Microsoft account officina - recovery code: {groups(rnd(UPPER + DIGITS, 25), 5, '-')}",
        f"backup codes TeamViewer 2FA:\n{recovery_codes(5, 'github')}",
    )
    r.add(
        "ai_api_key",
        f"chiave API per lo script che riassume i manuali di service: {anthropic_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"Anthropic key (progetto traduzione IFU): {anthropic_key()}",
    )
    r.add(
        "ssh_private_key",
        f"chiave del raspberry che logga le temperature dei frigo farmaci (pi@frigo-log.internal):\n{openssh_private()}",
        f"id_ed25519 del PC officina per il server backup:\n{openssh_private()}",
        f"ssh key per il gateway dei monitor, la metto qui finché non sistemo il KeePass\n{openssh_private()}",
    )
    r.add(
        "monitoring_api_token",
        f"Grafana service account token (dashboard allarmi UPS): glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"INFLUX_TOKEN={rnd(URLSAFE, 86)}==",
        f"GitHub PAT per il repo degli script biomed: ghp_{rnd(ALNUM, 36)}",
        f"token bot Telegram allarmi frigo: {digits(10, True)}:{rnd(URLSAFE, 35)}",
    )
    r.add(
        "mqtt_broker_password",
        f"mosquitto: sensori frigo -> user sensori pass {rnd(ALNUM, 16)}",
        f"MQTT broker mqtt.ospedale.internal:8883  bme / {pw()}",
        f"mosquitto_pub -h mqtt.ospedale.internal -u frigo03 -P {rnd(ALNUM, 14)} -t emoteca/temp -m 4.1",
    )
    r.add(
        "defibrillator_admin_password",
        f"Defibrillatori Zoll R Series — supervisor password {digits(4)}",
        f"LIFEPAK 20e setup mode: codice {digits(4)}",
        f"DAE Philips, configurazione: pwd {digits(4)} (tutti uguali in PS)",
    )
    r.add(
        "home_alarm_code",
        f"allarme casa: codice {digits(5)}, parola di controllo per la vigilanza '{pick('Tiramisù', 'Ossobuco', 'Risotto', 'Cassoeula')}'",
        f"codice cancello box via Padova: {digits(4)}",
        f"PIN bancomat nuovo: {digits(5)}",
    )
    r.add(
        "drager_dongle_pin",
        f"| chiavetta | PIN |\n| Dräger #1 (officina) | {digits(6)} |\n| Dräger #2 (sala op.) | {digits(6)} |",
    )
    r.add(
        "ge_service_dongle_pin",
        f"GE key pin {digits(6)} — ho sbagliato 2 volte oggi, occhio",
    )
    r.add(
        "anydesk_password",
        f"anydesk 'Workstation RM' pw accesso: {pw()} (la uso io e il tecnico Philips)",
        f"AnyDesk officina -> sicurezza -> password: {rnd(ALNUM + SYMBOLS, 12)}",
    )
    r.add(
        "spid_credentials",
        f"SPID livello 2, login: {pw()} + OTP dall'app PosteID",
        f"spid InfoCert, user LRNZ.{digits(4)}, pass {pw()} — the one I use for INPS",
    )
    r.add(
        "cie_pin_puk",
        f"pin cie {digits(4)}{digits(4)}",
    )
    r.add(
        "fascicolo_sanitario_credentials",
        f"App Salutile / FSE: PIN di accesso rapido {digits(6)}",
        f"referti online Policlinico: codice {rnd(UPPER + DIGITS, 8)} + password {rnd(ALNUM, 8)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker PC del CT (in caso di cambio scheda madre):\n{bitlocker_key()}",
    )
    r.add(
        "email_app_password",
        f"posta officina su Thunderbird -> app password {app_password()}",
    )
    r.add(
        "pec_password",
        f"PEC ospedale utente ing.clinica — nuova password {pw()} (cambiata il 2/10)",
    )
    r.add(
        "snmp_community_string",
        f"community SNMP del rack monitor TI: public cambiata in {rnd(ALNUM, 12)}",
    )
    r.add(
        "ups_card_password",
        f"UPS sala angiografica (NMC3): utente apc, pwd {rnd(ALNUM + SYMBOLS, 12)}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/PosteID:lorenzo?secret={rnd(BASE32, 26)}&digits=6",
    )
    r.add(
        "recovery_codes",
        f"codici recupero account Dräger portal: {recovery_codes(4, 'digits')}",
    )
    r.add(
        "ai_api_key",
        f"key per il chatbot dei manuali in officina -> {openai_project_key()}",
    )
    r.add(
        "mqtt_broker_password",
        f"mosquitto passwd file: frigo01 / {rnd(ALNUM, 16)}",
    )
    r.add(
        "defibrillator_admin_password",
        f"Corpuls3 admin code {digits(6)}",
        f"defib Mindray BeneHeart: password configurazione {digits(6)}",
    )
    r.add(
        "home_alarm_code",
        f"alarm casa mamma (Monza): {digits(4)} + tasto ON",
    )
    r.add(
        "dicom_tls_keystore_password",
        f"keystore DICOM TLS del router (dcm4che): storepass {rnd(ALNUM, 16)}, keypass {rnd(ALNUM, 16)}",
        f"keytool -importkeystore -srckeystore pacs.p12 -srcstorepass {rnd(ALNUM, 14)} -destkeystore pacs.jks",
        f"password del .pfx del certificato PACS: {pw()}",
    )
    r.add(
        "sterilizer_panel_password",
        f"autoclave Steelco centrale sterilizzazione: livello tecnico pwd {digits(5)}",
        f"lavaendoscopi, menu manutenzione: codice {digits(4)}",
        f"Autoclave Matachana — service login tecnico / {rnd(ALNUM, 8)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "device_serial_number",
        f"Evita V500 TI2 letto 4: S/N ASCM-{digits(4)}, anno 2019",
        f"pompa Space S/N {digits(6)} rientrata dal reparto, display rotto",
        f"Carescape B650 serial SK4{digits(5)}{rnd(UPPER, 2)}",
        f"Matricole monitor sala operatoria 5: {rnd(UPPER + DIGITS, 10)}, {rnd(UPPER + DIGITS, 10)}, {rnd(UPPER + DIGITS, 10)}",
        f"ecografo portatile, serial number {digits(3)}{rnd(UPPER, 1)}{digits(5)} — mandato a Esaote in riparazione",
    )
    r.add(
        "udi_code",
        f"UDI pompa siringa nuova: {udi()}",
        f"UDI-DI {gtin14()} — cercato su EUDAMED, classe IIb",
        f"etichetta sensore flusso: {udi()}",
        f"(01){gtin14()}(11)250312(10){rnd(UPPER + DIGITS, 6)} lotto richiamato (FSCA)",
    )
    r.add(
        "asset_tag",
        f"inventario: cespite BME-{digits(6)} = ventilatore da trasporto Oxylog",
        f"asset tag {pick('INV', 'CSP', 'BME')}{digits(7)} (defibrillatore PS box 2)",
        f"etichette inventario da stampare: BME-{digits(6)}, BME-{digits(6)}, BME-{digits(6)}",
        f"Codice apparecchiatura CMMS A{digits(8)} — elettrobisturi sala 7",
    )
    r.add(
        "ip_address_plan",
        f"monitor TI: VLAN 240, {ip('10.240.1.')}-{ip('10.240.1.')}, gateway 10.240.1.1",
        f"PACS AE title RADPACS01 @ {ip('10.50.2.')}:104",
        f"Central station Philips PIIC iX: {ip('10.240.0.')}, NTP 10.0.0.5",
        f"ventilatori con LAN: range 172.16.{secrets.randbelow(250)}.0/24, DHCP reservation per MAC",
        "modalità worklist: host mwl.ospedale.internal  porta 11112  AE MWL_SCP",
    )
    r.add(
        "ticket_number",
        f"ticket GE SR {digits(8, True)} aperto per il tubo RX della TAC",
        f"Dräger case #{digits(7, True)} — errore O2 sensor",
        f"richiesta intervento CMMS OdL {pick('2024', '2025')}/{digits(6)}",
        f"INC{digits(7)} in ServiceNow per la stampante etichette dell'emoteca",
        f"Philips case {rnd(UPPER, 2)}{digits(8)} chiuso, firmware aggiornato",
    )
    r.add(
        "firmware_hash",
        f"firmware Space 6.0.1: SHA-256 {hexs(64)} (verificato con quello sul portale)",
        f"md5 del pacchetto di aggiornamento: {hexs(32)}",
        f"sha256sum V500_SW_{digits(2)}.{digits(2)}.zip\n{hexs(64)}  V500_SW.zip",
        f"hash immagine USB di ripristino workstation: sha1 {hexs(40)}",
    )
    r.add(
        "dicom_uid",
        f"StudyInstanceUID del caso da far vedere a Siemens: {dicom_uid()}",
        f"SeriesInstanceUID {dicom_uid()} — serie corrotta, ripetere invio",
        f"SOP Class UID 1.2.840.10008.5.1.4.1.1.2 (CT Image Storage), SOP Instance {dicom_uid()}",
        f"implementation class UID del nostro router: {dicom_uid()}",
        f"query Orthanc: /studies?StudyInstanceUID={dicom_uid()}",
    )
    r.add(
        "hl7_message_id",
        f"MSH|^~\\&|PIIC|ICU|CARTELLA|OSP|2025{digits(10)}||ORU^R01|{rnd(UPPER + DIGITS, 16)}|P|2.6",
        f"messaggio HL7 rifiutato, control id {digits(12)} (ACK AE)",
        f"Mirth: message id {uid()} in errore sul canale PIIC_to_EMR",
        f"MSA|AA|{rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "certificate_thumbprint",
        f"certificato server Mirth, thumbprint SHA1: {thumbprint()}",
        f"SHA-256 fingerprint del certificato RADIUS: {thumbprint(64, ':')}",
        f"cert del PACS scade il 30/06 — thumbprint {thumbprint()}, CA interna OSP-ROOT",
        f"certificate serial number {thumbprint(32, ':')} (rinnovo richiesto a IT)",
    )
    r.add(
        "cnd_code",
        f"CND {cnd()} — apparecchiature per ventilazione",
        f"anagrafica: CND {cnd()}, n. repertorio RDM {digits(7, True)}",
        f"classificazione CND del monitor multiparametrico = {cnd()}",
        f"RDM {digits(7, True)} / CND {cnd()} da inserire nel CMMS per la gara",
    )
    r.add(
        "password_policy_note",
        "policy CMMS: 12 caratteri minimo, scadenza 90 giorni, niente riuso delle ultime 5",
        "IT dice: le password di service delle pompe vanno cambiate ogni anno e tenute solo nel KeePass di reparto",
        "RADIUS: secret minimo 22 caratteri, diverso per ogni controller",
        "ricordarsi: la password di default del V500 non va MAI lasciata dopo il collaudo",
        "CIE: il PIN è di 8 cifre, il PUK si trova nella seconda metà della ricevuta",
    )
    r.add(
        "secret_location_reference",
        "password service Alaris -> KeePass 'BME/Infusione/Alaris', non qui",
        "PIN dongle Dräger: busta sigillata nella cassaforte dell'officina",
        "il secret RADIUS ce l'ha solo il gruppo reti (ticket a Networking)",
        "credenziali portale GE nel password manager condiviso, voce 'MyGEHealthCare - officina'",
        "TeamViewer: la password la genera lui ogni sessione, la leggo al telefono al tecnico",
    )
    r.add(
        "masked_password",
        f"CMMS pw: {pick('M', 'T', 'K')}********{digits(1)} (quella nuova)",
        f"password workstation PACS: ****{digits(2)} — le ultime due, per ricordarmi quale",
        "SPID: password ••••••••••, la solita con il numero cambiato",
        f"chiave wifi OSP-Tecnici: {rnd(UPPER, 2)}xxxxxxxxxxxx (chiedere a IT)",
        f"PIN dongle GE: **{digits(2)}",
    )
    r.add(
        "env_var_reference",
        "lo script inventario legge ${CMMS_API_KEY} dall'ambiente, non metterla nel codice",
        "export INFLUX_TOKEN=$(cat ~/.secrets/influx)   # il token NON va nel repo",
        "nel workflow: token: ${{ secrets.CMMS_TOKEN }}",
        "docker run -e DB_PASSWORD_FILE=/run/secrets/db_pw inventario:latest",
        "ANTHROPIC_API_KEY da impostare sul PC officina (chiedere a IT la chiave del progetto)",
    )
    r.add(
        "vault_path_reference",
        "vault kv get secret/bme/radius/wlc-padiglione-b",
        "password in Vault: kv/biomed/pacs/ws-rad03 (campo 'local_admin')",
        "segreto Azure Key Vault: kv-osp-bme / cmms-db-password (versione corrente)",
        f"KeePass BME.kdbx entry UUID {uid()}",
    )
    r.add(
        "mac_address",
        f"MAC V500 letto 4: {mac(':', True)} — aggiungere alla reservation DHCP",
        f"pompe Space su wifi, MAC: {mac('-', True)}, {mac('-', True)}",
        f"scheda di rete monitor {mac()} bloccata dal NAC",
        f"MAB per il frigo emoteca: {mac('')}",
    )
    r.add(
        "ssh_public_key",
        f"chiave pubblica da mettere su frigo-log.internal:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lorenzo@officina",
        f"authorized_keys backup server: ssh-rsa {ssh_pub('ssh-rsa', 270)} bme-backup",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 73)} gateway-monitor",
    )
    r.add(
        "public_key_fingerprint",
        f"host key del gateway monitor: SHA256:{rnd(ALNUM + '+/', 43)}",
        f"fingerprint chiave GPG di Dräger per i firmware: {groups(thumbprint(), 4)}",
        f"ED25519 key fingerprint is SHA256:{rnd(ALNUM + '+/', 43)}. (accettata)",
    )
    r.add(
        "wifi_network_settings",
        "SSID OSP-Medical: WPA2-Enterprise, EAP-TLS, certificato macchina, VLAN dinamica",
        "pompe B. Braun: 802.1X PEAP-MSCHAPv2 con account di servizio (password nel KeePass)",
        f"canali 5 GHz del padiglione B: 36, 52, 100; RADIUS {ip('10.20.1.')}:1812",
        "OSP-Guest: portale captive, nessuna chiave",
    )
    r.add(
        "teamviewer_id_only",
        f"TeamViewer ID workstation TAC: {groups(digits(10, True), 3)} (la password me la dà il reparto)",
        f"AnyDesk address PC angiografo {digits(9, True)} — accesso solo con conferma manuale",
        f"ID TeamViewer tecnico Siemens per la sessione di domani: {digits(10, True)}",
    )
    r.add(
        "purchase_order_number",
        f"ordine {pick('ODA', 'OdA')} {pick('2024', '2025')}/{digits(5)} — 12 sensori SpO2",
        f"CIG {rnd(UPPER + DIGITS, 10)} per la gara ventilatori",
        f"CUP {rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 1)}{digits(11)} (fondi PNRR grande apparecchiature)",
        f"fattura GE n. {digits(10)} del 14/03, DDT {digits(6)}",
    )
    r.add(
        "tracking_number",
        f"spedizione dongle a Dräger: DHL {digits(10)}",
        f"ricambio sonda in arrivo, UPS 1Z{rnd(UPPER + DIGITS, 16)}",
        f"BRT tracking {digits(14)} — batterie defibrillatori",
        f"FedEx {digits(12)} (scheda madre workstation)",
    )
    r.add(
        "uuid_url",
        f"https://cmms.ospedale.internal/workorders/{uid()}",
        f"report collaudo: https://portal.vendor.example/reports/{uid()}?view=pdf",
        f"dashboard Grafana allarmi: https://grafana.ospedale.internal/d/{rnd(ALNUM, 9)}/ups-sale-server",
        f"link EUDAMED dispositivo: https://eudamed.example/devices/{uid()}",
    )
    r.add(
        "container_name",
        f"pod dell'inventario in errore: {pod_name('inventario-api')}",
        f"docker ps -> orthanc_{hexs(12)} up 3 days",
        f"container id {hexs(64)} (mirth) riavviato alle 03:10",
        f"kubectl logs {pod_name('hl7-gateway')} -n biomed",
    )
    r.add(
        "git_commit_hash",
        f"script inventario: versione buona = commit {hexs(40)}",
        f"revert di {hexs(7)} (rompeva l'export CSV del CMMS)",
        f"tag v1.4.2 -> {hexs(40)}",
    )
    r.add(
        "calibration_certificate",
        f"certificato di taratura analizzatore Fluke n. LAT{digits(3)}-{digits(5)}",
        f"verifica sicurezza elettrica CEI EN 62353, report {rnd(UPPER, 3)}-{digits(6)}",
        f"simulatore SpO2 tarato, certificato {digits(4)}/{pick('24', '25')}, scadenza 03/2026",
    )
    r.add(
        "dongle_license_info",
        f"dongle Dräger S/N ARLM-{digits(4)}, licenza Service Connect scade 31/12",
        f"GE dongle serial {rnd(UPPER + DIGITS, 12)} — il PIN NON è qui, è in cassaforte",
        f"license ID software service Hamilton: {rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
        "chiavette service: 2 Dräger, 1 GE, 1 Mindray; restituire quella Mindray a fine contratto",
    )
    r.add(
        "password_rotation_reminder",
        "promemoria: cambiare la password TeamViewer dopo ogni intervento vendor",
        "lunedì: rotazione secret RADIUS con il gruppo reti, avvisare i reparti",
        "scade la password CMMS il 15 — cambiarla prima della reperibilità",
        "dopo il cambio PIN della CIE aggiornare anche l'app CieID",
    )
    r.add(
        "pin_policy_note",
        "il dongle GE si blocca dopo 5 PIN sbagliati: serve il PUK da GE",
        "codice armadio officina: lo cambia il capotecnico ogni trimestre e lo comunica a voce",
        "PosteID: codice a 6 cifre, non va mai detto al telefono",
        "modalità service pompe: il codice lo sanno solo i 4 tecnici abilitati",
    )
    r.add(
        "oauth_client_id",
        f"SSO CMMS (Entra ID): client id {uid()}, tenant id {uid()} — il secret lo gestisce IT",
        f"app registration 'inventario-bme' application (client) ID {uid()}",
        "OIDC client_id=cmms-web, redirect https://cmms.ospedale.internal/callback, scope openid profile",
    )
    r.add(
        "cloud_resource_id",
        f"/subscriptions/{uid()}/resourceGroups/rg-bme-prod/providers/Microsoft.Storage/storageAccounts/stbmeinventario",
        f"arn:aws:s3:::acme-bme-backup-{rnd(LOWER + DIGITS, 6)}",
        f"bucket backup DICOM anonimizzati: gs://acme-research-dicom-{rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "error_log_excerpt",
        f"V500 error log: E{digits(3)} 0x{hexs(8).upper()} at {digits(2)}:{digits(2)}, sensore O2",
        f"workstation PACS: event id 4625 (login fallito) x3 da {ip('10.50.2.')}, utente pacsadmin",
        f"Mirth: java.net.SocketTimeoutException su MLLP {ip('10.240.0.')}:6661, correlation {hexs(16)}",
        f"pompa Alaris: codice allarme {rnd(UPPER + DIGITS, 6)} — occlusione a valle",
    )
    r.add(
        "network_port_settings",
        "RADIUS auth 1812 / acct 1813, timeout 5s, 3 retry",
        "DICOM 104 e 11112 aperte solo verso la VLAN PACS; TeamViewer bloccato in uscita tranne PC TAC",
        "SNMP v3 authPriv SHA/AES-128 sugli UPS, la v2c è disabilitata",
        "HL7 MLLP porta 6661, TLS 1.2, keepalive 60s",
    )
    r.add(
        "ssh_public_key",
        f"~/.ssh/id_ed25519.pub: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} bme@officina-pc",
    )
    r.add(
        "public_key_fingerprint",
        f"RSA key fingerprint frigo-log: MD5:{thumbprint(32, ':').lower()}",
    )
    r.add(
        "teamviewer_id_only",
        f"TV ID PC officina {digits(10, True)} — la password non la scrivo",
    )
    r.add(
        "git_commit_hash",
        f"fix calcolo scadenze manutenzioni preventive in {hexs(12)}",
    )
    r.add(
        "calibration_certificate",
        f"Certificato ACCREDIA n. {digits(4)}/{digits(2)} per il sensore di pressione di riferimento",
    )
    r.add(
        "oauth_client_id",
        f"client id OAuth della webapp inventario (pubblico, il secret è su Vault): {digits(12)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "cloud_resource_id",
        f"arn:aws:iam::{digits(12, True)}:role/bme-inventario-readonly",
    )
    r.add(
        "hl7_message_id",
        f"OBX|1|NM|150456^MDC_PULS_OXIM_SAT_O2^MDC||{secrets.randbelow(10) + 90}|%|||||F — msg {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "mac_address",
        f"OUI {mac(':', True)[:8]} = Dräger, tutti i V500 partono così",
    )
    r.add(
        "vault_path_reference",
        "1Password vault 'Ingegneria Clinica' > 'Dongle PIN' (accesso solo capotecnico)",
    )
    r.add(
        "wifi_network_settings",
        "monitor Mindray: SSID OSP-Medical, WPA2-Enterprise, certificato caricato via USB, nessuna PSK",
    )
    r.add(
        "pin_policy_note",
        "la chiavetta Dräger ha PIN a 6 cifre; dopo 3 errori serve il PUK che sta in busta chiusa",
    )
    r.add(
        "password_rotation_reminder",
        "TODO: rotate vendor portal passwords before contract renewal (GE, Philips, Mindray)",
    )
    r.add(
        "purchase_order_number",
        f"preventivo Dräger Q-{digits(7)} rev.2, valido 60gg",
    )
    r.add(
        "tracking_number",
        f"GLS {digits(11)} reso pompa in garanzia",
    )
    r.add(
        "uuid_url",
        f"EUDAMED UDI-DI search: https://eudamed.example/udi-di/{uid()}/details",
    )
    r.add(
        "device_firmware_version",
        f"Evita V500 SW {secrets.randbelow(3) + 2}.{digits(2)}, build {hexs(8)}",
        f"Space pump FW 686{rnd(UPPER, 1)}, bootloader {digits(2)}.{digits(2)}",
        f"monitor B650: software VSP-{rnd(UPPER, 1)}, release {digits(4)}-{hexs(6)}",
    )
    r.add(
        "recall_notice_reference",
        f"FSCA Dräger ref. SR{digits(6)} — batterie Oxylog, lotti {rnd(UPPER + DIGITS, 6)} e {rnd(UPPER + DIGITS, 6)}",
        f"avviso di sicurezza Ministero n. {digits(5)}, riferimento fabbricante FSN-{digits(4)}-{digits(3)}",
        f"recall Philips {rnd(UPPER, 3)}-{digits(5)}: verificare S/N nel CMMS",
    )
    return r


def main() -> None:
    write_corpora("make_heldout302.py", [
        ("heldout302_credentials.yaml", credentials(), "Batch 302 credentials: a Milan hospital biomedical engineer's service passwords, dongle PINs, RADIUS secret, CMMS/vendor/TeamViewer logins, SPID and CIE PINs (Italian/English)"),
        ("heldout302_lookalikes.yaml", lookalikes(), "Batch 302 look-alikes: device serials, UDIs, asset tags, IPs, tickets, firmware hashes, DICOM UIDs, HL7 ids, thumbprints, CND codes and talk about secrets without any"),
    ])


if __name__ == "__main__":
    main()
