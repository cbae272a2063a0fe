# ruff: noqa: E501
"""Writes heldout386_credentials.yaml and heldout386_lookalikes.yaml: held-out batch 386.

Persona: a school bus driver in Phoenix, Arizona, who also drives for Uber part time. He is
not technical and writes short lines in his phone's notes and in texts to himself, English
mixed with Spanish, with typos and abbreviations. He keeps the bus depot's gate code, the
fuel card PIN, the pre-trip tablet PIN, his Uber, bank, Gmail, Apple ID, Netflix, Ring and
payroll logins, his kids' school portal, the storage unit's gate code, the home Wi-Fi key,
the garage, alarm, lockbox and safe codes, card PINs, his IRS IP PIN, backup and recovery
codes, an authenticator seed and a wallet seed phrase; and many look-alikes: route and bus
numbers, trip receipt links, masked accounts and cards, routing numbers, VINs and plates,
order, tracking, policy, claim, receipt and prescription numbers, used one-time codes, phone
numbers, serials, app versions, pay and mileage logs and notes that say where a password is
rather than what it is.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE58,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    apple_recovery_key,
    card_expiry,
    digits,
    groups,
    hexs,
    imei,
    luhn,
    mac,
    ms_recovery_code,
    pick,
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "Suns", "Cardinals", "Dbacks", "Saguaro", "Camelback", "Lupita", "Chiquis", "Tortuga",
    "Mateo", "Daniela", "Chivas", "Sonora", "Mesquite", "Coyote", "Nopal", "Aguila",
    "Ranchera", "Maryvale", "Tolleson", "Halcon", "Mariscos", "Corazon", "Bluebird",
]
WIFI_WORDS = [
    "quiet", "mango", "desert", "purple", "river", "cactus", "silver", "rocket", "canyon",
    "tiger", "maple", "orange", "cloud", "pepper", "lucky", "sunset",
]
SYMS = "!#$*@."


def his_pw() -> str:
    """A password he picked himself, or one the app made him take."""
    w, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w}{digits(4)}{secrets.choice(SYMS)}",
        f"{w.lower()}{w2}{digits(2)}",
        f"{w}#{digits(3)}{w2.lower()}",
        f"{secrets.choice(SYMS)}{w2}{w}{digits(2)}",
        pw(),
    )


def wifi_key() -> str:
    """A WPA2 key: the ISP's sticker default or one he set."""
    return pick(
        f"{secrets.choice(WIFI_WORDS)}{secrets.choice(WIFI_WORDS)}{digits(3)}",
        rnd(ALNUM, 12),
        rnd(LOWER + DIGITS, 10),
        his_pw(),
    )


def combo() -> str:
    """A dial safe's three numbers."""
    return "-".join(f"{secrets.randbelow(100):02d}" for _ in range(3))


def google_backup() -> str:
    """Google's ten backup codes, eight digits each, printed as two groups of four."""
    return "\n".join(f"{i + 1}. {digits(4)} {digits(4)}" for i in range(10))


def mastercard() -> str:
    return groups(luhn(pick("51", "52", "53", "54", "55"), 16), 4)


def cvv() -> str:
    return digits(3)


def mail() -> str:
    return f"{pick('roy', 'rogelio', 'rramirez', 'roy.ramirez', 'rogeliorm')}{digits(2)}@{pick('gmail.example', 'yahoo.example', 'outlook.example')}"


def otpauth(issuer: str, account: str) -> str:
    return f"otpauth://totp/{issuer}:{account}?secret={totp_seed()}&issuer={issuer}"


# Look-alike values


def aba() -> str:
    """An ABA routing number (Arizona's Fed district) with a valid check digit: public."""
    body = pick("1221", "3221") + digits(4)
    total = sum(int(c) * w for c, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


VIN_VALUE = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", (1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin(wmi: str) -> str:
    """A 17-character VIN with a valid check digit."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS
    text = wmi + rnd(alphabet, 5) + "0" + pick("P", "R", "S") + rnd(UPPER.replace("I", "").replace("O", "").replace("Q", ""), 1) + digits(6)
    total = sum((int(c) if c.isdigit() else VIN_VALUE[c]) * w for c, w in zip(text, VIN_WEIGHTS, strict=True))
    check = total % 11
    return text[:8] + ("X" if check == 10 else str(check)) + text[9:]


def phone() -> str:
    return f"{pick('602', '480', '623')}-555-01{digits(2)}"


def plate() -> str:
    return rnd(UPPER, 3) + digits(4)


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def amazon_order() -> str:
    return f"11{digits(1)}-{digits(7)}-{digits(7)}"


def usps() -> str:
    return groups("9400" + digits(18), 4)


def ups() -> str:
    """UPS: 1Z, the shipper's six characters, a two-digit service code, eight digits."""
    return f"1Z{rnd(UPPER + DIGITS, 6)}{digits(2)}{digits(8)}"


def zoom_id() -> str:
    n = digits(11, lead=True)
    return f"{n[:3]} {n[3:7]} {n[7:]}"


def money(lo: int, hi: int) -> str:
    return f"${lo + secrets.randbelow(hi - lo):,}.{digits(2)}"


def last4() -> str:
    return digits(4)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "depot_gate_code",
        f"gate code yarda de buses {pin(4)}#",
        f"DEPOT GATE\n{pin(4)}  (cambian el 1ro de cada mes, preguntar a Gloria)",
        f"codigo del porton del deposito nuevo: *{pin(5)}",
        f"back gate by the wash bay - {pin(4)} then the green button",
        f"new depot code as of monday {pin(4)} dont give it to the subs",
        f"- porton norte {pin(4)}\n(el sur sigue roto)",
    )

    r.add(
        "fuel_card_pin",
        f"fuel card pin bus 47 → {pin(4)}",
        f"PIN gasolina (tarjeta WEX del distrito) {pin(6)}",
        f"pump asks driver id then pin.. pin is {pin(4)}",
        f"tarjeta de diesel\npin: {pin(4)}\nodometer first, luego el pin",
        f"Voyager card pin {pin(4)} - dont write on the card Frank said lol",
        f"fleet card new pin {pin(5)} (old one got locked)",
    )

    r.add(
        "uber_driver_login",
        f"Uber driver\n{mail()}\n{his_pw()}",
        f"uber login {mail()} pass {his_pw()}",
        f"contraseña de Uber nueva: {his_pw()}  (la cambie porque me hackearon en marzo)",
        f"uber drivr app pw {his_pw()}",
        f"Uber → email {mail()} / password: {his_pw()}",
    )

    r.add(
        "bank_online_login",
        f"Desert Financial online\nuser: rramirez{digits(2)}\npass: {his_pw()}",
        f"Chase user roy{digits(3)}az  password {his_pw()}",
        f"banco (wells) contraseña {his_pw()}",
        f"bank app pass {his_pw()} — user is my email",
        f"| banco | usuario | clave |\n| Chase | rogelio{digits(2)} | {his_pw()} |",
    )

    r.add(
        "debit_card_pin",
        f"PIN debito Chase {pin(4)}",
        f"atm pin {pin(4)}",
        f"pin de la tarjeta nueva que llego hoy = {pin(4)}",
        f"debit card (desert fin.)\n{pin(4)}",
        f"Lupe's debit pin if she asks again: {pin(4)}",
    )

    r.add(
        "school_portal_login",
        f"ParentVUE Daniela\nusr: rramirez{digits(3)}\npw: {his_pw()}",
        f"portal de la escuela de Mateo (Infinite Campus) contraseña {his_pw()}",
        f"school portal login - {mail()} / {his_pw()}",
        f"Canvas parent app pass {his_pw()}  el user es mi correo",
        f"escuela kids portal.school.example\nclave: {his_pw()}",
    )

    r.add(
        "storage_unit_gate_code",
        f"storage unit gate {pin(4)}#",
        f"bodega (Extra Space en 35th ave) unit 214 codigo {pin(6)}",
        f"codigo storage {pin(4)} - meter y luego *",
        f"Public Storage access code\n{pin(5)}",
        f"storage en Tolleson, gate code {pin(4)}, unit C-118",
    )

    r.add(
        "home_wifi_key",
        f"wifi casa\nRamirezFam-5G\n{wifi_key()}",
        f"contraseña del internet de la casa: {wifi_key()}",
        f"wifi pw para las visitas (es la misma) {wifi_key()}",
        f"lo que puso mi sobrino en la raspberry:\nnetwork={{\n    ssid=\"RamirezFam\"\n    psk=\"{wifi_key()}\"\n}}",
        f"WIFI:T:WPA;S:Ramirez_Cox;P:{wifi_key()};;",
        f"Cox wifi - network CasaRamirez - key {wifi_key()}",
    )

    r.add(
        "router_admin_login",
        f"router admin 192.168.0.1 user admin pass {his_pw()}",
        f"pa entrar al router (Netgear) admin / {rnd(ALNUM, 10)}",
        f"router login page password: {his_pw()}",
        f"Cox gateway admin\nadmin\n{rnd(ALNUM + '!#', 12)}",
        f"el password del modem que me puso mi sobrino {his_pw()}",
    )

    r.add(
        "garage_keypad_code",
        f"garage door keypad {pin(4)}",
        f"codigo del garage {pin(4)} enter",
        f"garaje - {pin(4)} (el de mi suegra es otro)",
        f"liftmaster keypad new code {pin(4)}",
        f"codigo cochera\n{pin(4)}",
    )

    r.add(
        "alarm_system_code",
        f"alarma ADT codigo {pin(4)}",
        f"alarm code {pin(4)}  si suena y no es nadie llamar a la central",
        f"house alarm disarm {pin(4)} — 30 seconds after opening the door!!",
        f"alarm panel master code {pin(6)}",
        f"home assistant (mi sobrino lo configuro):\nalarm_control_panel:\n  - platform: manual\n    code: \"{pin(4)}\"",
    )

    r.add(
        "gmail_password",
        f"gmail {mail()}\npass {his_pw()}",
        f"correo contraseña {his_pw()}",
        f"email pw {his_pw()}  (no la cambies otra vez!!!)",
        f"mi gmail nueva clave:\n{his_pw()}",
        f"google account pass = {his_pw()}",
    )

    r.add(
        "google_app_password",
        f"app password for the tablet mail {app_password()}",
        f"contraseña de aplicacion (gmail en la compu vieja)\n{app_password()}",
        f"google app pw for outlook: {app_password().replace(' ', '')}",
        f"16 letras que me dio google para la impresora: {app_password()}",
    )

    r.add(
        "apple_id_password",
        f"Apple ID {mail()} pass {his_pw()}",
        f"iCloud contraseña {his_pw()}",
        f"apple id pw\n{his_pw()}",
        f"icloud de Daniela (yo la manejo) {his_pw()}",
    )

    r.add(
        "apple_recovery_key",
        f"Apple recovery key\n{apple_recovery_key()}",
        f"clave de recuperacion de apple (NO PERDER) {apple_recovery_key()}",
        f"recovery key icloud: {apple_recovery_key()}",
        f"apple dijo que escriba esto: {apple_recovery_key()}",
    )

    r.add(
        "phone_passcode",
        f"codigo del cel de Mateo {pin(6)}",
        f"my iphone passcode {pin(6)}",
        f"el cel viejo (samsung) pin {pin(4)}",
        f"Lupes phone code {pin(6)} in case of emergency",
        f"tablet passcode {pin(4)}",
    )

    r.add(
        "cash_app_pin",
        f"Cash App pin {pin(4)}",
        f"venmo pin {pin(4)}",
        f"pin de cashapp {pin(4)} (el mismo q el banco no!)",
        f"Zelle/Cash App security pin\n{pin(4)}",
        f"cash app cash card pin: {pin(4)}",
    )

    r.add(
        "full_card_details",
        f"visa {visa()} exp {card_expiry()} cvv {cvv()}",
        f"tarjeta de credito para el seguro:\n{mastercard()}\n{card_expiry()}  {cvv()}",
        f"Capital One {mastercard()} vence {card_expiry()} codigo atras {cvv()}",
        f"card for uber gas: {visa()}  {card_expiry()}  sec code {cvv()}",
        f"la de Lupe {visa()} / {card_expiry()} / {cvv()}",
    )

    r.add(
        "google_backup_codes",
        "gmail backup codes\n" + google_backup(),
        "codigos de respaldo de google (por si pierdo el cel):\n" + google_backup(),
        f"google backup code {digits(4)} {digits(4)} (queda 1)",
        "Backup codes - " + ", ".join(digits(8) for _ in range(5)),
    )

    r.add(
        "crypto_seed_phrase",
        f"coinbase wallet palabras:\n{seed_phrase(12)}",
        f"seed phrase {seed_phrase(12)}",
        "12 words (en orden!!)\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed_phrase(12).split())),
        f"frase de recuperacion de la cartera {seed_phrase(24)}",
        f"recovery words for the trust wallet app: {seed_phrase(12).replace(' ', ', ')}",
    )

    r.add(
        "authenticator_seed",
        f"codigo para el authenticator (coinbase) {groups(totp_seed().lower(), 4)}",
        f"setup key 2FA uber {totp_seed()}",
        f"el QR decia: {otpauth('Coinbase', 'roy')}",
        f"google authenticator key for bank\n{groups(totp_seed(), 4)}",
    )

    r.add(
        "lockbox_code",
        f"lockbox casa de mi ama {pin(4)}",
        f"key lockbox at moms in Maryvale {pin(4)}",
        f"cajita de la llave (airbnb Rocky Point) codigo {pin(4)}",
        f"lock box - {pin(4)}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pin {pin(4)}",
        f"buzon de voz contraseña {pin(6)}",
        f"VM password {pin(5)}",
        f"pin del voicemail del trabajo {pin(4)}",
    )

    r.add(
        "health_portal_login",
        f"MyChart (pediatra) user rramirez{digits(2)} pass {his_pw()}",
        f"AHCCCS portal contraseña {his_pw()}",
        f"banner health login\n{mail()}\n{his_pw()}",
        f"portal del doctor de los niños clave {his_pw()}",
    )

    r.add(
        "carrier_account_pin",
        f"T-Mobile account pin {pin(6)}",
        f"pin de la cuenta de Metro (para cambiar de cel) {pin(8)}",
        f"verizon transfer pin {pin(6)} (expira en 7 dias)",
        f"phone company security pin\n{pin(6)}",
    )

    r.add(
        "streaming_login",
        f"Netflix {mail()} {his_pw()}",
        f"netflix contraseña {his_pw()}",
        f"disney+ pass {his_pw()}  (los niños la saben ya)",
        f"ViX login: {mail()}\n{his_pw()}",
        f"youtube tv pw {his_pw()}",
    )

    r.add(
        "bus_tablet_pin",
        f"tablet pre-trip (Zonar) driver id {digits(5, lead=True)} pin {pin(4)}",
        f"pin de la tablet del bus {pin(4)}",
        f"EVIR tablet login pin\n{pin(6)}",
        f"bus GPS tablet pin {pin(4)} - if it locks call shop",
    )

    r.add(
        "district_payroll_login",
        f"district ESS (payroll) user e{digits(6)} pass {his_pw()}",
        f"portal del distrito para ver el cheque: {his_pw()}",
        f"payroll password {his_pw()}  cambia cada 90 dias ugh",
        f"Employee Self Service\n{his_pw()}",
        f"HR portal ess.district.example contraseña {his_pw()}",
    )

    r.add(
        "gun_safe_combo",
        f"safe combo {combo()}",
        f"combinacion de la caja fuerte {combo()} (derecha izquierda derecha)",
        f"closet safe keypad {pin(6)}",
        f"caja fuerte\n{combo()}",
    )

    r.add(
        "irs_ip_pin",
        f"IRS IP PIN {pin(6)} for this yr taxes",
        f"pin de identidad del IRS (el de este año) {pin(6)}",
        f"ip pin for H&R block {pin(6)}",
        f"IRS identity protection pin\n{pin(6)}",
    )

    r.add(
        "ring_camera_login",
        f"Ring app {mail()} pw {his_pw()}",
        f"camara del timbre contraseña {his_pw()}",
        f"ring doorbell login pass {his_pw()}",
        f"Blink cameras\n{mail()}\n{his_pw()}",
        f"contraseña de las camaras (wyze) {his_pw()}",
    )

    r.add(
        "xbox_recovery_code",
        f"xbox cuenta de Mateo recovery code {ms_recovery_code()}",
        f"microsoft recovery code\n{ms_recovery_code()}",
        f"codigo de recuperacion microsoft (xbox) {ms_recovery_code()}",
        f"MS acct recovery: {ms_recovery_code()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "route_and_bus_number",
        f"ruta {digits(2, lead=True)}B AM salida 6:05, bus #{digits(2, lead=True)}, {digits(2, lead=True)} kids",
        f"sub route this week: Rt {digits(3, lead=True)} / bus {digits(4, lead=True)} (the one with bad AC)",
        f"stops ruta PM\n1. 35th Ave & Thomas\n2. 43rd Ave & Indian School\n3. stop #{digits(4, lead=True)} Maryvale Pkwy",
        f"bus {digits(3, lead=True)} en el taller, me dieron el {digits(3, lead=True)} mientras",
        f"field trip monday: bus {digits(2, lead=True)}, trip # FT-{digits(5)}, salida 8:15 a la zoo",
    )

    r.add(
        "uber_trip_link",
        f"receipt del viaje donde el pasajero vomito https://riders.uber.example/trips/{uid()}",
        f"uber support ticket about trip {uid()} (cleaning fee)",
        f"viaje al aeropuerto PHX trip id\n{uid()}",
        f"https://drivers.uber.example/p3/payments/statements/{uid()} - statement de la semana",
        f"rider left phone in car, trip {uid()[:8]} support case #{digits(8, lead=True)}",
    )

    r.add(
        "masked_bank_account",
        f"deposito directo va a la cuenta que termina en {last4()}",
        f"checking ****{last4()}  savings ****{last4()}",
        f"Chase acct ending {last4()} — uber instant pay goes there now",
        f"cuenta de ahorros x{last4()} (la de los niños)",
        f"Uber Pro card account •••{last4()} balance {money(40, 400)}",
    )

    r.add(
        "bank_routing_number",
        f"routing number del banco {aba()} (para el formulario del distrito)",
        f"Desert Financial routing # {aba()}",
        f"ABA {aba()} - es publico, sale en la pagina del banco",
        f"direct deposit form: routing {aba()}, acct ending {last4()}",
        f"routing\n{aba()}",
    )

    r.add(
        "masked_card_digits",
        f"visa terminada en {last4()} se vence {card_expiry()}",
        f"la tarjeta que tiene Uber es la ****{last4()}",
        f"card on file for Netflix: Mastercard •••• {last4()}",
        f"tarjeta nueva llega en 7-10 dias, la vieja xxxx-xxxx-xxxx-{last4()} ya esta cancelada",
        f"fuel card ending {last4()} assigned to bus {digits(2, lead=True)}",
    )

    r.add(
        "phone_contact_numbers",
        f"dispatch {phone()}  shop {phone()}",
        f"escuela de Daniela oficina {phone()} ext {digits(3, lead=True)}",
        f"Gloria (supervisora) cel\n{phone()}",
        f"llamar al seguro {phone()} opcion 2 luego 4",
        f"storage office {phone()} open 9-5",
    )

    r.add(
        "student_id_number",
        f"student ID Mateo {digits(8, lead=True)}",
        f"numero de estudiante de Daniela: {digits(7, lead=True)} (para la forma del bus)",
        f"kids ids - Dani {digits(6, lead=True)}, Mateo {digits(6, lead=True)}",
        f"ID de la escuela {digits(9, lead=True)} (el pin del lunch lo sabe ella, no lo tengo)",
    )

    r.add(
        "vehicle_vin",
        f"VIN del camry {vin('4T1')}",
        f"bus 47 VIN {vin('1BA')} for the inspection form",
        f"vin de la troca\n{vin('1GC')}",
        f"Uber vehicle docs - VIN {vin('5YJ')} plate {plate()}",
        f"numero VIN para el seguro: {vin('JTD')}",
    )

    r.add(
        "plate_and_registration",
        f"placas del carro {plate()}",
        f"AZ plate {plate()} registration exp {secrets.randbelow(12) + 1:02d}/{pick('25', '26')}",
        f"registracion renovada, placa {plate()}, pague $" + f"{secrets.randbelow(200) + 100}.{digits(2)}",
        f"the van plate is {plate()} not the old one",
    )

    r.add(
        "storage_unit_details",
        f"storage unit C-{digits(3, lead=True)}, 10x10, ${secrets.randbelow(60) + 110}/mo, gate hours 6am-10pm",
        f"bodega #{digits(4, lead=True)} Extra Space 35th ave - pago el dia {secrets.randbelow(28) + 1}",
        f"storage rental agreement # {digits(8, lead=True)}",
        f"unidad {pick('A', 'B', 'D')}{digits(3, lead=True)} (el codigo de la puerta me lo manda la app cada vez)",
    )

    r.add(
        "amazon_order_number",
        f"amazon order {amazon_order()} (zapatos de Mateo) devolver antes del 15",
        f"pedido amazon # {amazon_order()}",
        f"return for the dash cam - order {amazon_order()}",
        f"Order #\n{amazon_order()}\nllega jueves",
        f"walmart pedido {digits(13, lead=True)} pickup 5pm",
    )

    r.add(
        "package_tracking",
        f"USPS tracking {usps()}",
        f"UPS {ups()} - las llantas",
        f"paquete de mi tia de Hermosillo {s10('RR', 'MX')}",
        f"fedex {digits(12, lead=True)} el uniforme nuevo",
        f"tracking #\n{ups()}",
    )

    r.add(
        "auto_insurance_policy",
        f"Progressive poliza {digits(9, lead=True)}",
        f"State Farm policy {digits(3, lead=True)} {digits(4)}-{pick('A', 'B', 'C', 'D')}{digits(2)}-{digits(2)}",
        f"seguro de rideshare (Uber) policy # {rnd(UPPER, 3)}{digits(7)}",
        f"claim del choque en la I-10: {pick('25', '24')}-{digits(7)} adjuster Tom",
        f"numero de reclamo {digits(10, lead=True)}",
    )

    r.add(
        "used_verification_code",
        f"Uber me mando el codigo {digits(4)} pero ya lo use",
        f"codigo {digits(6)} del banco (expired, pedi otro)",
        f"verification code {digits(6)} - used it already, ignore",
        f"el 2FA de google {digits(6)} ya caducó",
        f"one time code from Chase {digits(6)} used 8/12 at 7am",
    )

    r.add(
        "wifi_network_name",
        "wifi casa: RamirezFam-5G (la clave esta en la etiqueta del router)",
        f"guest network name CasaRamirez_Guest{digits(2)}, pass is on the fridge",
        f"SSID del bus wifi: District-Bus-{digits(3, lead=True)} (no tiene clave, es para los kids)",
        f"the Cox router model CGM{digits(4)}, network RamirezFam",
    )

    r.add(
        "where_password_is",
        "contraseña del banco: la que esta en el cuaderno rojo, no la cambie",
        "uber pw = la misma de siempre con el año nuevo",
        "password del school portal lo tiene Lupe en su cel",
        "mi sobrino puso el password del wifi como ${{ secrets.WIFI_PASS }} en su GitHub pa la raspberry, no se que es eso",
        "gate code nuevo lo manda Gloria por text el lunes, preguntar",
    )

    r.add(
        "appointment_confirmation",
        f"cita MVD confirmation # {rnd(UPPER + DIGITS, 8)} viernes 10:30",
        f"DOT physical appt conf {digits(7, lead=True)} - traer lentes",
        f"dentista de los niños, confirmacion {rnd(UPPER + DIGITS, 6)}",
        f"CDL renewal appointment ref {pick('AZ', 'MVD')}-{digits(8)}",
    )

    r.add(
        "utility_account_number",
        f"SRP account {digits(9, lead=True)}",
        f"APS cuenta # {digits(10, lead=True)} pagar el 20",
        f"Southwest Gas acct {digits(3)}-{digits(7)}-{digits(3)}",
        f"cuenta de Cox internet {digits(3)}-{digits(6)}-{digits(2)}",
        f"agua city of phoenix account\n{digits(10, lead=True)}",
    )

    r.add(
        "store_receipt_number",
        f"Walmart TC# {groups(digits(20), 4)} (para devolver el ventilador)",
        f"Discount Tire invoice {digits(7, lead=True)} - warranty on 4 tires",
        f"AutoZone receipt # {digits(5)}-{digits(3)}-{digits(6)}",
        f"recibo Home Depot {digits(4)} {digits(5)} {digits(5)} {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(28) + 1:02d}/{pick('24', '25')}",
    )

    r.add(
        "device_serial_imei",
        f"IMEI del cel (para el seguro del telefono) {imei()}",
        f"iphone serial {rnd(UPPER + DIGITS, 10)}",
        f"dash cam serial no. {rnd(UPPER + DIGITS, 12)}",
        f"tablet de Daniela IMEI\n{imei()}",
    )

    r.add(
        "router_mac_address",
        f"router MAC {mac(upper=True)}",
        f"mac address del xbox para el control de padres: {mac('-', upper=True)}",
        f"Cox needs the modem MAC: {mac()}",
        f"roku MAC {mac(upper=True)} (lo bloquee a las 9pm)",
    )

    r.add(
        "app_version_number",
        f"uber driver app version 4.{digits(3, lead=True)}.{digits(5, lead=True)} - keeps crashing",
        f"iOS {pick('17', '18')}.{secrets.randbelow(6)}.{secrets.randbelow(3)} update lo arreglo",
        f"tablet zonar firmware v{secrets.randbelow(9) + 1}.{digits(2)}.{digits(4)}",
        f"la app del banco pide version {secrets.randbelow(9) + 5}.{digits(2)}.{digits(1)} o mas nueva",
    )

    r.add(
        "pay_and_earnings",
        f"cheque del distrito {secrets.randbelow(12) + 1:02d}/15 neto {money(1100, 1900)}",
        f"uber semana: {money(300, 900)}, {secrets.randbelow(60) + 10} viajes, tips {money(40, 160)}",
        f"summer pay (no hay rutas) {money(300, 700)} cada quincena",
        f"1099 de Uber gross {money(12000, 25000)}, TIN ***-**-{last4()}",
        f"| fecha | uber | lyft |\n| 8/03 | {money(90, 250)} | {money(20, 90)} |\n| 8/04 | {money(90, 250)} | {money(20, 90)} |",
    )

    r.add(
        "odometer_fuel_log",
        f"bus {digits(2, lead=True)} odo {secrets.randbelow(90000) + 100000:,} fuel {secrets.randbelow(30) + 20}.{digits(1)} gal",
        f"camry millas {secrets.randbelow(60000) + 80000} cambio de aceite a las {secrets.randbelow(5000) + 140000}",
        f"gas 8/12 {secrets.randbelow(8) + 9}.{digits(3)} gal @ $3.{digits(2)} = {money(30, 70)}",
        f"mileage log uber\nstart {secrets.randbelow(9000) + 91000}\nend {secrets.randbelow(9000) + 101000}",
    )

    r.add(
        "bus_maintenance_ticket",
        f"work order WO-{pick('2024', '2025')}-{digits(5)} - brake light bus 47",
        f"defect report #{digits(6, lead=True)} puerta de emergencia",
        f"taller ticket {digits(5, lead=True)} para el AC, dijeron jueves",
        f"parts req PR{digits(6)} wiper blades",
    )

    r.add(
        "flight_booking_code",
        f"vuelo a Hermosillo confirmacion {pnr()}",
        f"Southwest conf # {pnr()} - check in 24 hrs before",
        f"hotel Rocky Point reservation {digits(9, lead=True)}",
        f"record locator {pnr()} (AA) Lupe y los niños",
    )

    r.add(
        "zoom_meeting_id",
        f"junta de padres zoom meeting ID {zoom_id()} (passcode viene en el email de la maestra)",
        f"driver training zoom id {zoom_id()}",
        f"Zoom {zoom_id()} jueves 5pm - conferencia de Mateo",
        f"teams meeting id {digits(3)} {digits(3)} {digits(3)} {digits(3)} safety meeting",
    )

    r.add(
        "pharmacy_rx_number",
        f"Rx {digits(7, lead=True)}-{digits(5)} Walgreens (inhaler de Daniela)",
        f"receta #{digits(7, lead=True)} CVS refill",
        f"prescription number {digits(8, lead=True)} presion, 90 dias",
        f"farmacia rx\n{digits(7, lead=True)}",
    )

    r.add(
        "lottery_numbers",
        "powerball " + " ".join(f"{n:02d}" for n in sorted(secrets.randbelow(69) + 1 for _ in range(5))) + f" PB {secrets.randbelow(26) + 1:02d}",
        "numeros de la loteria de mi apa " + "-".join(str(secrets.randbelow(40) + 1) for _ in range(6)),
        f"mega millions ticket # {digits(4)}-{digits(5)}-{digits(5)}-{digits(4)}",
        "pick 3 de hoy " + digits(3) + " (no ganamos jaja)",
    )

    r.add(
        "crypto_receive_address",
        f"mi direccion de bitcoin para que mi primo me mande: bc1q{rnd(BECH32, 38)}",
        f"ETH receive address 0x{hexs(40)}",
        f"coinbase deposit address (es publica) 3{rnd(BASE58, 33)}",
        f"solana address {rnd(BASE58, 44)}",
    )

    r.add(
        "crypto_tx_id",
        f"transaction id del envio {hexs(64)}",
        f"tx hash 0x{hexs(64)} pending still",
        f"coinbase support ticket, txid:\n{hexs(64)}",
        f"block explorer link https://explorer.example/tx/{hexs(64)}",
    )

    r.add(
        "employee_id_number",
        f"employee # {digits(6, lead=True)}",
        f"numero de empleado del distrito {digits(6, lead=True)} badge {digits(5, lead=True)}",
        f"CDL # on file with district, employee id E{digits(6)}",
        f"substitute driver id {digits(5, lead=True)} (el de Ruben)",
    )

    r.add(
        "tax_form_reference",
        f"IRS letter CP{pick('2000', '14', '501')} notice date {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}, llamar {phone()}",
        f"H&R Block client # {digits(8, lead=True)} - refund {money(800, 3200)} llega ~3/14",
        f"W-2 del distrito box 1 {money(30000, 48000)}, EIN {digits(2)}-{digits(7)} (es del distrito, publico)",
        "el IP PIN nuevo llega por correo en enero, no lo tengo todavia",
    )

    r.add(
        "appliance_model_serial",
        f"AC de la casa Goodman model GSX{digits(6)} serial {digits(10, lead=True)}",
        f"refri Samsung model RF{digits(2)}{rnd(UPPER, 2)}{digits(4)}{rnd(UPPER, 2)} s/n {rnd(UPPER + DIGITS, 15)}",
        f"water heater serial {rnd(UPPER, 2)}{digits(10)} warranty hasta {pick('2027', '2028')}",
        f"tires DOT {rnd(UPPER + DIGITS, 4)} {rnd(UPPER + DIGITS, 4)} {digits(4)} (date code)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout386.py", [
        ("heldout386_credentials.yaml", credentials(), "Held-out batch 386: credentials a Phoenix school bus driver and part-time Uber driver keeps (gate, fuel card, alarm and safe codes, PINs, Uber, bank, school portal, Wi-Fi and more)"),
        ("heldout386_lookalikes.yaml", lookalikes(), "Held-out batch 386: a bus driver's route, order, tracking, policy and receipt numbers, masked cards, VINs, used codes and password references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
